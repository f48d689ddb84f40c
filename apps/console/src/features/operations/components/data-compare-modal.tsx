import { Alert, Modal, Select, Space, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SysDataLog } from '@cropwatch/contract';
import { useDataVersions } from '../api/data-log';
import { compareSnapshots, type ComparedField } from './data-compare';

export interface DataCompareModalProps {
  /** The two rows picked in the list (same table and record). */
  first: SysDataLog;
  second: SysDataLog;
  onClose: () => void;
}

/** Two versions of one record side by side; changed fields are highlighted. Either side can switch version. */
export function DataCompareModal({ first, second, onClose }: DataCompareModalProps) {
  const { t } = useTranslation('operations');
  const versions = useDataVersions(first.dataTable, first.dataId);
  const [leftId, setLeftId] = useState(first.dataVersion <= second.dataVersion ? first.id : second.id);
  const [rightId, setRightId] = useState(first.dataVersion <= second.dataVersion ? second.id : first.id);
  const all = useMemo(() => versions.data ?? [first, second], [versions.data, first, second]);
  const left = all.find((v) => v.id === leftId);
  const right = all.find((v) => v.id === rightId);
  const rows = useMemo(() => compareSnapshots(left?.dataContent, right?.dataContent), [left, right]);
  const options = all.map((v) => ({
    value: v.id,
    label: t('dataLog.versionOption', { version: v.dataVersion, time: v.createTime ?? '' }),
  }));
  const label = (v: SysDataLog | undefined) =>
    v ? t('dataLog.versionHeader', { version: v.dataVersion, by: v.createName ?? v.createBy ?? '' }) : '';

  return (
    <Modal
      open
      width={1000}
      title={t('dataLog.compareTitle', { table: first.dataTable, id: first.dataId })}
      footer={null}
      onCancel={onClose}
    >
      <Space style={{ marginBottom: 12 }} wrap>
        <Select
          aria-label={t('dataLog.left')}
          style={{ minWidth: 260 }}
          value={leftId}
          options={options}
          onChange={setLeftId}
        />
        <Select
          aria-label={t('dataLog.right')}
          style={{ minWidth: 260 }}
          value={rightId}
          options={options}
          onChange={setRightId}
        />
      </Space>
      {versions.error && (
        <Alert type="warning" showIcon title={t('dataLog.versionsFailed')} style={{ marginBottom: 12 }} />
      )}
      <Table<ComparedField>
        size="small"
        rowKey="field"
        pagination={false}
        scroll={{ y: 480 }}
        dataSource={rows}
        rowClassName={(r) => (r.changed ? 'cw-data-changed' : '')}
        onRow={(r) => ({ style: r.changed ? { background: '#fff1f0', fontWeight: 600 } : undefined })}
        columns={[
          { title: t('dataLog.field'), dataIndex: 'field', width: 180 },
          {
            title: label(left),
            dataIndex: 'left',
            render: (v: string) => <span style={{ wordBreak: 'break-all' }}>{v}</span>,
          },
          {
            title: label(right),
            dataIndex: 'right',
            render: (v: string) => <span style={{ wordBreak: 'break-all' }}>{v}</span>,
          },
        ]}
      />
    </Modal>
  );
}
