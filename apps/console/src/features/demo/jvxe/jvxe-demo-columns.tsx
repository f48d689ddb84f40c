import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { cellText, type JVxeColumn, type JVxePicker } from '@cropwatch/ui/jvxe-grid';
import { departTreeQueryOptions } from '../../../components/api/depart-tree';
import { DepartPickerModal } from '../../../components/depart-picker/depart-picker';
import { fileCellPicker } from '../../../components/file-dialog/file-cell-picker';
import { UserPickerModal } from '../../../components/user-picker/user-picker';

/** sel_user: the console's user picker modal; the cell stores the username. */
const userPicker: JVxePicker = ({ column, onPick, onCancel }) => (
  <UserPickerModal
    multiple={false}
    initial={[]}
    onCancel={onCancel}
    onOk={(users) => onPick({ [column.key]: users.map((u) => u.username).join(',') })}
  />
);

function DepartPick({ onDone, onCancel }: { onDone: (names: string) => void; onCancel: () => void }) {
  const tree = useQuery(departTreeQueryOptions());
  return (
    <DepartPickerModal
      tree={tree.data ?? []}
      loading={tree.isLoading}
      multiple={false}
      initial={[]}
      onCancel={onCancel}
      onOk={(ids, found) => {
        const all = [...(tree.data ?? []), ...found];
        onDone(ids.map((id) => all.find((d) => d.id === id)?.departName ?? id).join(','));
      }}
    />
  );
}
/** sel_depart: the console's department picker modal; the cell stores the department name. */
const departPicker: JVxePicker = ({ column, onPick, onCancel }) => (
  <DepartPick onCancel={onCancel} onDone={(names) => onPick({ [column.key]: names })} />
);

/** Every column type the grid has, with rules of spec §5 (JeecgBoot's JVxe demo, crop-console wording). */
export function jvxeDemoColumns(t: TFunction): JVxeColumn[] {
  const title = (key: string) => t(`jvxe.columns.${key}`);
  return [
    { key: 'orderNum', title: title('orderNum'), type: 'normal', width: 70 },
    {
      key: 'username',
      title: title('username'),
      type: 'input',
      fixed: true,
      validateRules: [
        { required: true },
        { unique: true },
        { pattern: '^[A-Za-z0-9_]{4,18}$', message: t('jvxe.usernameFormat') },
      ],
    },
    { key: 'age', title: title('age'), type: 'inputNumber', statistics: 'average', validateRules: [{ pattern: 'z' }] },
    { key: 'phone', title: title('phone'), type: 'input', width: 140, validateRules: [{ pattern: 'm' }] },
    { key: 'email', title: title('email'), type: 'input', width: 200, validateRules: [{ pattern: 'e' }] },
    { key: 'sex', title: title('sex'), type: 'select', dictCode: 'sex', validateRules: [{ required: true }] },
    { key: 'crops', title: title('crops'), type: 'list_multi', dictCode: 'crop_type', width: 160 },
    { key: 'priority', title: title('priority'), type: 'sel_search', dictCode: 'priority' },
    { key: 'status', title: title('status'), type: 'radio', dictCode: 'user_status', width: 150 },
    { key: 'enabled', title: title('enabled'), type: 'checkbox', customValue: ['Y', 'N'], width: 80 },
    { key: 'birthday', title: title('birthday'), type: 'date' },
    { key: 'createdAt', title: title('createdAt'), type: 'datetime' },
    { key: 'alarm', title: title('alarm'), type: 'time' },
    { key: 'remark', title: title('remark'), type: 'textarea', width: 160 },
    { key: 'manager', title: title('manager'), type: 'sel_user', picker: userPicker },
    { key: 'depart', title: title('depart'), type: 'sel_depart', picker: departPicker },
    { key: 'attachment', title: title('attachment'), type: 'file', width: 160, picker: fileCellPicker },
    {
      key: 'tag',
      title: title('tag'),
      type: 'slot',
      render: (row) => <Tag color={row.enabled === 'Y' ? 'green' : 'default'}>{cellText(row.username)}</Tag>,
    },
    { key: 'secret', title: title('secret'), type: 'hidden' },
  ];
}
