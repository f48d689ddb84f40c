import {
  ApartmentOutlined,
  ApiOutlined,
  AppstoreOutlined,
  AreaChartOutlined,
  BarChartOutlined,
  BarsOutlined,
  BellOutlined,
  BookOutlined,
  BugOutlined,
  CalendarOutlined,
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloudOutlined,
  ClusterOutlined,
  CodeOutlined,
  CompassOutlined,
  ContainerOutlined,
  ControlOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DeploymentUnitOutlined,
  DesktopOutlined,
  EditOutlined,
  EnvironmentOutlined,
  ExceptionOutlined,
  ExperimentOutlined,
  FileOutlined,
  FileSearchOutlined,
  FolderOutlined,
  FormOutlined,
  FundOutlined,
  GlobalOutlined,
  HddOutlined,
  HomeOutlined,
  IdcardOutlined,
  InfoCircleOutlined,
  KeyOutlined,
  LineChartOutlined,
  LinkOutlined,
  LockOutlined,
  MailOutlined,
  MessageOutlined,
  MonitorOutlined,
  NotificationOutlined,
  PieChartOutlined,
  ProfileOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
  RobotOutlined,
  RocketOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  SearchOutlined,
  SettingOutlined,
  ShopOutlined,
  SnippetsOutlined,
  SolutionOutlined,
  SoundOutlined,
  TableOutlined,
  TeamOutlined,
  ToolOutlined,
  UnorderedListOutlined,
  UserOutlined,
  WarningOutlined,
  WechatOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/**
 * JeecgBoot menus name icons the ant-design-vue 1.x way (`setting`, `check-circle-o`); this table maps the ones
 * its seed data and our seed use to @ant-design/icons. Anything else gets a neutral icon.
 */
const ICONS: Record<string, ComponentType> = {
  apartment: ApartmentOutlined,
  api: ApiOutlined,
  appstore: AppstoreOutlined,
  'area-chart': AreaChartOutlined,
  'bar-chart': BarChartOutlined,
  bars: BarsOutlined,
  bell: BellOutlined,
  book: BookOutlined,
  bug: BugOutlined,
  calendar: CalendarOutlined,
  'check-circle': CheckCircleOutlined,
  'clock-circle': ClockCircleOutlined,
  cloud: CloudOutlined,
  cluster: ClusterOutlined,
  code: CodeOutlined,
  compass: CompassOutlined,
  container: ContainerOutlined,
  control: ControlOutlined,
  dashboard: DashboardOutlined,
  database: DatabaseOutlined,
  'deployment-unit': DeploymentUnitOutlined,
  desktop: DesktopOutlined,
  edit: EditOutlined,
  environment: EnvironmentOutlined,
  exception: ExceptionOutlined,
  experiment: ExperimentOutlined,
  file: FileOutlined,
  'file-search': FileSearchOutlined,
  folder: FolderOutlined,
  form: FormOutlined,
  fund: FundOutlined,
  global: GlobalOutlined,
  hdd: HddOutlined,
  home: HomeOutlined,
  idcard: IdcardOutlined,
  'info-circle': InfoCircleOutlined,
  key: KeyOutlined,
  'line-chart': LineChartOutlined,
  link: LinkOutlined,
  lock: LockOutlined,
  mail: MailOutlined,
  message: MessageOutlined,
  monitor: MonitorOutlined,
  notification: NotificationOutlined,
  'pie-chart': PieChartOutlined,
  profile: ProfileOutlined,
  'question-circle': QuestionCircleOutlined,
  read: ReadOutlined,
  robot: RobotOutlined,
  rocket: RocketOutlined,
  safety: SafetyOutlined,
  schedule: ScheduleOutlined,
  search: SearchOutlined,
  setting: SettingOutlined,
  shop: ShopOutlined,
  snippets: SnippetsOutlined,
  solution: SolutionOutlined,
  sound: SoundOutlined,
  table: TableOutlined,
  team: TeamOutlined,
  tool: ToolOutlined,
  'unordered-list': UnorderedListOutlined,
  user: UserOutlined,
  warning: WarningOutlined,
  wechat: WechatOutlined,
};

/** `check-circle-o` (antd-v3 outline suffix) and `SettingOutlined`-style names are accepted too. */
export function normaliseIconName(name: string): string {
  return name
    .trim()
    .replace(/(Outlined|Filled|TwoTone)$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/-o$/, '');
}

/** The names the menu can draw, for the icon picker of the menu form. */
export const MENU_ICON_NAMES: readonly string[] = Object.keys(ICONS);

/** Whether `name` maps to a drawable icon rather than the neutral fallback. */
export const isKnownMenuIcon = (name: string): boolean => normaliseIconName(name) in ICONS;

export function menuIcon(name: string | undefined): ComponentType {
  return (name && ICONS[normaliseIconName(name)]) || AppstoreOutlined;
}

export function MenuIcon({ name }: { name?: string }) {
  const Icon = menuIcon(name);
  return <Icon />;
}
