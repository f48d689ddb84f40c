import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, Form, Input, Typography, type MenuProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  quartzJobDelete,
  quartzJobDeleteBatch,
  quartzJobExportXls,
  quartzJobImportExcel,
  quartzJobList,
  type QuartzJobListRecord,
} from '@cropwatch/contract';
import { describeExpression, toCronLocale } from '@cropwatch/ui/cron-builder';
import { DictSelect } from '../../../components/dict/dict-select';
import { fieldsOf, ListPage } from '../../../components/list-page/list-page';
import { useListPage, type ListUrls } from '../../../components/list-page/use-list-page';
import { useJobClasses } from '../api/get-job-classes';
import { quartzKeys } from '../api/quartz-keys';
import { ClassNameText } from '../components/class-name-text';
import { JobStatusTag } from '../components/job-status-tag';
import { QuartzJobFormModal, type QuartzJobFormTarget } from '../components/quartz-job-form-modal';
import { RunLogDrawer } from '../components/run-log-drawer';
import { toggleCommandOf, useJobCommands, type JobCommand } from '../hooks/use-job-commands';
import { useQuartzButtons } from '../hooks/use-quartz-buttons';
import { QUARTZ_AUTH_PRE } from '../lib/quartz-buttons';

/** The scheduled jobs of `system/QuartzJobList` (contract §11): list, add/edit, pause/resume/run once, run log. */
export function QuartzJobListPage() {
  const { t, i18n } = useTranslation('quartz');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const english = language.startsWith('en');
  const buttons = useQuartzButtons();
  const commands = useJobCommands();
  const classes = useJobClasses();
  const [formTarget, setFormTarget] = useState<QuartzJobFormTarget | null>(null);
  const [logJob, setLogJob] = useState<QuartzJobListRecord | null>(null);

  const classNames = useMemo(
    () => new Map((classes.data ?? []).map((c) => [c.jobClassName, english ? c.nameEn : c.name])),
    [classes.data, english],
  );

  const columns: ColumnsType<QuartzJobListRecord> = [
    {
      title: t('fields.jobClassName'),
      dataIndex: 'jobClassName',
      sorter: true,
      width: 320,
      render: (value: string) => (
        <Flex vertical>
          <ClassNameText value={value} />
          {classNames.has(value) && <Typography.Text type="secondary">{classNames.get(value)}</Typography.Text>}
        </Flex>
      ),
    },
    {
      title: t('fields.cronExpression'),
      dataIndex: 'cronExpression',
      width: 220,
      render: (value: string) => (
        <Flex vertical>
          <Typography.Text code>{value}</Typography.Text>
          <Typography.Text type="secondary">{describeExpression(value, toCronLocale(language))}</Typography.Text>
        </Flex>
      ),
    },
    { title: t('fields.parameter'), dataIndex: 'parameter', ellipsis: true, width: 120 },
    { title: t('fields.description'), dataIndex: 'description', ellipsis: true },
    {
      title: t('fields.status'),
      dataIndex: 'status',
      sorter: true,
      width: 100,
      render: (_: unknown, job) => <JobStatusTag job={job} />,
    },
  ];

  const url = useMemo<ListUrls>(
    () => ({
      list: quartzJobList,
      ...(buttons.remove ? { delete: quartzJobDelete } : {}),
      ...(buttons.batchDelete ? { deleteBatch: quartzJobDeleteBatch } : {}),
      ...(buttons.exportXls ? { exportXls: quartzJobExportXls } : {}),
      ...(buttons.importExcel ? { importExcel: quartzJobImportExcel } : {}),
    }),
    [buttons],
  );
  const list = useListPage<QuartzJobListRecord>({
    url,
    queryKey: quartzKeys.jobs,
    fields: fieldsOf(columns),
    authPre: QUARTZ_AUTH_PRE,
    exportFileName: t('exportFile'),
  });

  // The drawer follows the list's fresh row (status after pause/resume), else keeps the row it was opened with.
  const watched = logJob ? (list.rows.find((r) => r.id === logJob.id) ?? logJob) : null;

  const moreItems = (job: QuartzJobListRecord): MenuProps['items'] => {
    const toggle = toggleCommandOf(job);
    const command = (name: JobCommand) =>
      commands.allowed(name) ? [{ key: name, label: t(`commands.${name}.label`) }] : [];
    return [...command(toggle), ...command('execute'), { key: 'runLog', label: t('runLog.open') }];
  };

  const onMore = (job: QuartzJobListRecord, key: string) => {
    if (key === 'runLog') setLogJob(job);
    else void commands.run(key as JobCommand, job);
  };

  return (
    <>
      <ListPage<QuartzJobListRecord>
        list={list}
        columns={columns}
        scroll={{ x: 1200 }}
        searchOperators={{ jobClassName: 'contains' }}
        searchFields={
          <>
            <Form.Item name="jobClassName" label={t('fields.jobClassName')}>
              <Input placeholder={t('search.jobClassNamePlaceholder')} allowClear style={{ width: 240 }} />
            </Form.Item>
            <Form.Item name="status" label={t('fields.status')}>
              <DictSelect dictCode="quartz_status" placeholder={t('search.statusPlaceholder')} style={{ width: 140 }} />
            </Form.Item>
          </>
        }
        onAdd={() => setFormTarget({ mode: 'add' })}
        actionColumnWidth={200}
        rowActions={(job) => (
          <>
            {buttons.edit && (
              <Button type="link" size="small" onClick={() => setFormTarget({ mode: 'edit', job })}>
                {t('actions.edit')}
              </Button>
            )}
            <Dropdown menu={{ items: moreItems(job), onClick: ({ key }) => onMore(job, key) }} trigger={['click']}>
              <Button type="link" size="small" aria-label={t('actions.moreFor', { name: job.jobClassName })}>
                {t('actions.more')} <DownOutlined />
              </Button>
            </Dropdown>
          </>
        )}
      />
      <QuartzJobFormModal target={formTarget} onClose={() => setFormTarget(null)} />
      <RunLogDrawer job={watched} onClose={() => setLogJob(null)} />
    </>
  );
}

export default QuartzJobListPage;
