import { ReloadOutlined } from '@ant-design/icons';
import { Button, Descriptions, Drawer, Flex, Space, Switch, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuartzJobListRecord, QuartzJobLog, QuartzRunStatus } from '@cropwatch/contract';
import { withEmptyMark } from '../../../components/list-page/empty-cell';
import { useRunLog } from '../api/get-run-log';
import { toggleCommandOf, useJobCommands } from '../hooks/use-job-commands';
import { simpleClassName } from '../lib/job-class';
import { JobStatusTag } from './job-status-tag';

/** How often a watched run log refetches: a job can fire every second. */
export const RUN_LOG_REFRESH_MS = 2000;
export const RUN_LOG_PAGE_SIZE = 10;
const DRAWER_WIDTH = 960;

const RUN_STATUS_COLOR: Record<QuartzRunStatus, string> = {
  running: 'processing',
  success: 'success',
  failed: 'error',
  'skipped-overlap': 'warning',
};

export interface RunLogDrawerProps {
  /** The job whose runs are shown (the list's current row); null closes the drawer. */
  job: QuartzJobListRecord | null;
  onClose: () => void;
}

/** The run history of one job (emulator extension `runLog`), refreshing while open, with the job's commands. */
export function RunLogDrawer({ job, onClose }: RunLogDrawerProps) {
  const { t } = useTranslation('quartz');
  return (
    <Drawer
      open={job !== null}
      onClose={onClose}
      size={DRAWER_WIDTH}
      title={job ? t('runLog.title', { name: simpleClassName(job.jobClassName) }) : null}
      destroyOnHidden
    >
      {/* Keyed by job: paging and the refresh switch start afresh for another job. */}
      {job && <RunLog key={job.id} job={job} />}
    </Drawer>
  );
}

function RunLog({ job }: { job: QuartzJobListRecord }) {
  const { t } = useTranslation('quartz');
  const [page, setPage] = useState({ pageNo: 1, pageSize: RUN_LOG_PAGE_SIZE });
  const [autoRefresh, setAutoRefresh] = useState(true);
  const log = useRunLog({ jobId: job.id, ...page }, autoRefresh ? RUN_LOG_REFRESH_MS : false);
  const commands = useJobCommands();
  const toggle = toggleCommandOf(job);
  const total = log.data?.total ?? 0;

  const columns: ColumnsType<QuartzJobLog> = [
    { key: 'startTime', dataIndex: 'startTime', title: t('runLog.startTime'), width: 170 },
    { key: 'endTime', dataIndex: 'endTime', title: t('runLog.endTime'), width: 170 },
    {
      key: 'durationMs',
      dataIndex: 'durationMs',
      title: t('runLog.duration'),
      width: 90,
      align: 'right',
      render: (ms: number | null) => (ms === null ? '' : t('runLog.ms', { ms })),
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('runLog.status'),
      width: 110,
      render: (status: QuartzRunStatus) => <Tag color={RUN_STATUS_COLOR[status]}>{t(`runStatus.${status}`)}</Tag>,
    },
    {
      key: 'trigger',
      dataIndex: 'trigger',
      title: t('runLog.trigger'),
      width: 90,
      render: (trigger: QuartzJobLog['trigger']) => t(`trigger.${trigger}`),
    },
    // Which emulator instance ran it (several instances share one database; issue #16).
    { key: 'instance', dataIndex: 'instance', title: t('runLog.instance'), width: 100 },
    {
      key: 'result',
      dataIndex: 'result',
      title: t('runLog.result'),
      ellipsis: { showTitle: true },
    },
    {
      key: 'error',
      dataIndex: 'error',
      title: t('runLog.error'),
      ellipsis: { showTitle: true },
      render: (error: string | null) => (error ? <Typography.Text type="danger">{error}</Typography.Text> : null),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label={t('fields.jobClassName')} span={2}>
          {job.jobClassName}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.cronExpression')}>
          <Typography.Text code>{job.cronExpression}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.status')}>
          <JobStatusTag job={job} />
        </Descriptions.Item>
        {job.parameter ? (
          <Descriptions.Item label={t('fields.parameter')} span={2}>
            {job.parameter}
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Space wrap>
          {commands.allowed(toggle) && (
            <Button disabled={commands.pending} onClick={() => void commands.run(toggle, job)}>
              {t(`commands.${toggle}.label`)}
            </Button>
          )}
          {commands.allowed('execute') && (
            <Button disabled={commands.pending} onClick={() => void commands.run('execute', job)}>
              {t('commands.execute.label')}
            </Button>
          )}
        </Space>
        <Space wrap>
          <Typography.Text data-testid="run-log-total">{t('runLog.total', { count: total })}</Typography.Text>
          <Switch
            checked={autoRefresh}
            onChange={setAutoRefresh}
            checkedChildren={t('runLog.autoRefresh')}
            unCheckedChildren={t('runLog.autoRefresh')}
            aria-label={t('runLog.autoRefresh')}
          />
          <Button icon={<ReloadOutlined />} loading={log.isFetching} onClick={() => void log.refetch()}>
            {t('runLog.refresh')}
          </Button>
        </Space>
      </Flex>
      <Table<QuartzJobLog>
        rowKey="id"
        size="small"
        columns={withEmptyMark(columns)}
        dataSource={log.data?.records ?? []}
        loading={log.isLoading}
        scroll={{ x: 800 }}
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total,
          showSizeChanger: true,
          pageSizeOptions: ['10', '20', '30'],
          onChange: (pageNo, pageSize) => setPage((p) => ({ pageNo: pageSize !== p.pageSize ? 1 : pageNo, pageSize })),
        }}
        locale={{ emptyText: t('runLog.empty') }}
      />
    </Flex>
  );
}
