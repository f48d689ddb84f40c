import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { prefetchAnalysisData } from '../../features/dashboard';
import { queryClient } from '../../lib/query-client';
import { CONTAINER_COMPONENTS, IFRAME_COMPONENT } from './build-routes';
import { withTimeout } from './lazy-load';

/**
 * JeecgBoot component strings (docs jeecg-menu-components.md, crop names in docs/decisions.md) -> lazily loaded
 * console pages, one chunk per feature. A string missing here renders the in-layout "not available yet" notice.
 */
type PageModule = { default: ComponentType };
type Loader = () => Promise<PageModule>;

const exceptionPage =
  (code: '403' | '404' | '500'): Loader =>
  () =>
    import('../../features/exception/pages/exception-page').then((m) => ({ default: m.exceptionPages[code] }));

const LOADERS: Record<string, Loader> = {
  'system/UserList': () => import('../../features/user/pages/user-list-page'),
  'crop/CropTaskList': () => import('../../features/crop-task/pages/crop-task-list-page'),
  'crop-data/DatasetList': () => import('../../features/crop-dataset/pages/dataset-list-page'),
  'crop-data/DatasetRows': () => import('../../features/crop-dataset/pages/dataset-rows-page'),
  'system/RoleUserList': () => import('../../features/role/pages/role-list-page'),
  'system/PermissionList': () => import('../../features/permission/pages/permission-list-page'),
  'system/SysAnnouncementList': () => import('../../features/notice/pages/sys-announcement-list-page'),
  'system/UserAnnouncementList': () => import('../../features/notice/pages/user-announcement-list-page'),
  'modules/message/SysMessageTemplateList': () => import('../../features/message/pages/sys-message-template-list-page'),
  'modules/message/SysMessageList': () => import('../../features/message/pages/sys-message-list-page'),
  // The page's data starts with its chunk (issue #32), one step less in the sign-in → first card chain.
  'dashboard/Analysis': () => {
    prefetchAnalysisData(queryClient);
    return import('../../features/dashboard/pages/analysis-page');
  },
  'system/DepartList': () => import('../../features/depart/pages/depart-list-page'),
  'system/AddressList': () => import('../../features/depart/pages/address-list-page'),
  'system/SysPositionList': () => import('../../features/position/pages/position-list-page'),
  'system/TenantList': () => import('../../features/tenant/pages/tenant-list-page'),
  'system/QuartzJobList': () => import('../../features/quartz/pages/quartz-job-list-page'),
  'jeecg/JVxeDemo/index': () => import('../../features/demo/pages/jvxe-demo-page'),
  'jeecg/JeecgOrderMainList': () => import('../../features/jeecg-order/pages/order-list-page'),
  'exception/403': exceptionPage('403'),
  'exception/404': exceptionPage('404'),
  'exception/500': exceptionPage('500'),
  'chat/ChatAssistant': () => import('../../features/chat/pages/chat-assistant-page'),
  'gpt/CropWatchInner': () => import('../../features/chat/pages/crop-watch-inner-page'),
  'gpt/CropWatchOuter': () => import('../../features/chat/pages/crop-watch-outer-page'),
  'system/DictList': () => import('../../features/dict/pages/dict-list-page'),
  'system/SysCategoryList': () => import('../../features/category/pages/category-list-page'),
  'system/SysCheckRuleList': () => import('../../features/check-rule/pages/check-rule-list-page'),
  'chat/ChatAppConfigList': () => import('../../features/chat/pages/chat-app-config-list-page'),
  'chat/NounAbbreviationList': () => import('../../features/chat/pages/noun-abbreviation-list-page'),
  'chat/KnowledgeBaseList': () => import('../../features/chat/pages/knowledge-base-list-page'),
  'chat/ChatRecordList': () => import('../../features/chat/pages/chat-record-list-page'),
  'analysis/ChapterList': () => import('../../features/analysis/pages/chapter-list-page'),
  'analysis/CueWordList': () => import('../../features/analysis/pages/cue-word-list-page'),
  'analysis/CountryIrrigationList': () => import('../../features/analysis/pages/country-irrigation-list-page'),
  'analysis/AezsList': () => import('../../features/analysis/pages/aezs-list-page'),
  'analysis/AnalyzeMainList': () => import('../../features/analysis/pages/analyze-main-list-page'),
  'analysis/AnalyzeItemList': () => import('../../features/analysis/pages/analyze-item-list-page'),
  'analysis/NotificationAnalysis': () => import('../../features/analysis/pages/notification-analysis-page'),
  'analysis/ImageGenerator': () => import('../../features/analysis/pages/image-generator-page'),
  'system/SysUserOnlineList': () => import('../../features/operations/pages/online-list-page'),
  'system/LogList': () => import('../../features/operations/pages/log-list-page'),
  'system/DataLogList': () => import('../../features/operations/pages/data-log-list-page'),
  'modules/monitor/SystemInfo': () => import('../../features/monitor/pages/system-info-page'),
  'modules/monitor/JvmInfo': () => import('../../features/monitor/pages/jvm-info-page'),
  'modules/monitor/TomcatInfo': () => import('../../features/monitor/pages/tomcat-info-page'),
  'modules/monitor/DiskMonitoring': () => import('../../features/monitor/pages/disk-monitoring-page'),
  'modules/monitor/HttpTrace': () => import('../../features/monitor/pages/http-trace-page'),
  'modules/monitor/RedisInfo': () => import('../../features/monitor/pages/redis-info-page'),
  'account/center/Index': () => import('../../features/account/pages/account-center-page'),
  // The settings parent shares its URL with 基本设置 in the seed menu: both open the base settings.
  'account/settings/Index': () => import('../../features/account/pages/base-setting-page'),
  'account/settings/BaseSetting': () => import('../../features/account/pages/base-setting-page'),
  'account/settings/Security': () => import('./account-security-page'),
  'account/settings/Custom': () => import('../../features/account/pages/custom-page'),
  'account/settings/Binding': () => import('../../features/account/pages/binding-page'),
  'account/settings/Notification': () => import('../../features/account/pages/notification-page'),
  'system/SysDataSourceList': () => import('../../features/data-source/pages/data-source-list-page'),
  'system/SysGatewayRouteList': () => import('../../features/gateway-route/pages/gateway-route-list-page'),
  'system/SysFillRuleList': () => import('../../features/fill-rule/pages/fill-rule-list-page'),
  'modules/oss/OSSFileList': () => import('../../features/oss/pages/oss-file-list-page'),
  'system/DepartUserList': () => import('../../features/depart-user/pages/depart-user-list-page'),
  'modules/online/cgreport/auto/OnlCgreportAutoList': () =>
    import('../../features/online-report/pages/online-report-page'),
  'result/Success': () =>
    import('../../features/result/pages/result-page').then((m) => ({ default: m.resultPages.success })),
  'result/Error': () =>
    import('../../features/result/pages/result-page').then((m) => ({ default: m.resultPages.error })),
};

export type ResolvedComponent =
  | { type: 'page'; Page: LazyExoticComponent<ComponentType> }
  | { type: 'container' }
  | { type: 'iframe' }
  | { type: 'not-available' };

/** `/views/system/UserList.vue` and `src/views/…` name the same view as `system/UserList` (as the server normalises). */
export function normaliseComponent(component: string): string {
  return component
    .trim()
    .replace(/^\/+/, '')
    .replace(/^(src\/)?views\//, '')
    .replace(/\.vue$/, '');
}

// One lazy component per string, so re-renders and other tabs reuse it instead of remounting the page.
const cache = new Map<string, LazyExoticComponent<ComponentType>>();

export function resolveComponent(component: string): ResolvedComponent {
  const key = normaliseComponent(component);
  if (CONTAINER_COMPONENTS.has(key)) return { type: 'container' };
  if (key === IFRAME_COMPONENT) return { type: 'iframe' };
  const loader = LOADERS[key];
  if (!loader) return { type: 'not-available' };
  let Page = cache.get(key);
  if (!Page) {
    Page = lazy(withTimeout(loader));
    cache.set(key, Page);
  }
  return { type: 'page', Page };
}
