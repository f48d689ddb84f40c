import { Badge, Button, Descriptions, Form, Input, Popconfirm, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageChannel, MessageSendStatus, SysMessageListRecord } from '@cropwatch/contract';
import { DetailModal } from '../../../components/detail-modal/detail-modal';
import type { ListColumns } from '../../../components/list-page/fit-column';
import { fieldsOf, ListPage } from '../../../components/list-page/list-page';
import { useListPage } from '../../../components/list-page/use-list-page';
import { feedback } from '../../../lib/feedback';
import { failureMessage } from '../../../lib/http';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import { sysMessageListKey, sysMessageListUrls } from '../api/get-sys-message-list';
import { useResend } from '../api/resend';

const SEND_STATUSES: readonly MessageSendStatus[] = ['0', '1', '2'];
const CHANNELS: readonly MessageChannel[] = ['system', 'email', 'dingtalk', 'wechat_enterprise'];
const STATUS_BADGE = { '0': 'default', '1': 'success', '2': 'error' } as const;
const SENT: MessageSendStatus = '1';

/** Plain-text bodies keep their line breaks; rich ones (from rich templates) are sanitised HTML. */
const looksLikeHtml = (text: string): boolean => /<\/?[a-z][\s\S]*>/i.test(text);

function MessageContent({ content }: { content: string | null }) {
  if (!content) return null;
  if (!looksLikeHtml(content)) return <div style={{ whiteSpace: 'pre-wrap' }}>{content}</div>;
  return <div className="cw-message-content" dangerouslySetInnerHTML={{ __html: sanitizeHtml(content) }} />;
}

/**
 * System messages (`modules/message/SysMessageList`): one row per recipient with its delivery state; unsent and
 * failed ones can be sent again.
 */
export default function SysMessageListPage() {
  const { t } = useTranslation('message');
  const [detail, setDetail] = useState<SysMessageListRecord | null>(null);
  const resend = useResend();

  const columns: ListColumns<SysMessageListRecord> = [
    { title: t('message.field.esTitle'), dataIndex: 'esTitle', ellipsis: true },
    {
      title: t('message.field.esType'),
      dataIndex: 'esType',
      render: (value: MessageChannel) => t(`message.channel.${value}`),
    },
    { title: t('message.field.esReceiver'), dataIndex: 'esReceiver' },
    {
      title: t('message.field.esSendStatus'),
      dataIndex: 'esSendStatus',
      render: (value: MessageSendStatus) => <Badge status={STATUS_BADGE[value]} text={t(`message.status.${value}`)} />,
    },
    { title: t('message.field.esSendNum'), dataIndex: 'esSendNum', sorter: true, optional: true },
    { title: t('message.field.esSendTime'), dataIndex: 'esSendTime', sorter: true },
    { title: t('message.field.esResult'), dataIndex: 'esResult', ellipsis: true, optional: true },
    { title: t('field.createTime'), dataIndex: 'createTime', sorter: true, optional: true },
  ];

  const list = useListPage<SysMessageListRecord>({
    url: sysMessageListUrls,
    queryKey: sysMessageListKey,
    fields: fieldsOf(columns),
  });

  const retry = (row: SysMessageListRecord) => {
    resend
      .mutateAsync(row.id)
      .then((message) => feedback.message.success(message))
      .catch((error: unknown) => {
        const message = failureMessage(error);
        if (message) feedback.message.warning(message);
      });
  };

  return (
    <>
      <ListPage
        list={list}
        columns={columns}
        searchOperators={{ esTitle: 'contains', esReceiver: 'contains' }}
        searchFields={
          <>
            <Form.Item name="esTitle" label={t('message.field.esTitle')}>
              <Input aria-label={t('message.field.esTitle')} allowClear />
            </Form.Item>
            <Form.Item name="esReceiver" label={t('message.field.esReceiver')}>
              <Input aria-label={t('message.field.esReceiver')} allowClear style={{ width: 140 }} />
            </Form.Item>
            <Form.Item name="esSendStatus" label={t('message.field.esSendStatus')}>
              <Select
                aria-label={t('message.field.esSendStatus')}
                allowClear
                style={{ width: 120 }}
                options={SEND_STATUSES.map((value) => ({ value, label: t(`message.status.${value}`) }))}
              />
            </Form.Item>
            <Form.Item name="esType" label={t('message.field.esType')}>
              <Select
                aria-label={t('message.field.esType')}
                allowClear
                style={{ width: 130 }}
                options={CHANNELS.map((value) => ({ value, label: t(`message.channel.${value}`) }))}
              />
            </Form.Item>
          </>
        }
        rowActions={(row) => (
          <>
            {row.esSendStatus !== SENT && (
              <Popconfirm
                title={t('message.resendConfirm')}
                okText={t('actions.ok')}
                cancelText={t('actions.cancel')}
                onConfirm={() => retry(row)}
              >
                <Button type="link" size="small">
                  {t('actions.resend')}
                </Button>
              </Popconfirm>
            )}
            <Button type="link" size="small" onClick={() => setDetail(row)}>
              {t('actions.view')}
            </Button>
          </>
        )}
        actionColumnWidth={200}
      />
      <DetailModal
        open={detail !== null}
        onClose={() => setDetail(null)}
        title={detail?.esTitle}
        main={
          detail && (
            <>
              <Descriptions
                size="small"
                bordered
                column={2}
                style={{ marginBottom: 16 }}
                items={[
                  { key: 'type', label: t('message.field.esType'), children: t(`message.channel.${detail.esType}`) },
                  { key: 'receiver', label: t('message.field.esReceiver'), children: detail.esReceiver },
                  {
                    key: 'status',
                    label: t('message.field.esSendStatus'),
                    children: (
                      <Badge
                        status={STATUS_BADGE[detail.esSendStatus]}
                        text={t(`message.status.${detail.esSendStatus}`)}
                      />
                    ),
                  },
                  { key: 'num', label: t('message.field.esSendNum'), children: detail.esSendNum },
                  { key: 'time', label: t('message.field.esSendTime'), children: detail.esSendTime ?? '' },
                  { key: 'result', label: t('message.field.esResult'), children: detail.esResult ?? '' },
                  { key: 'param', label: t('message.field.esParam'), children: detail.esParam ?? '', span: 2 },
                  { key: 'remark', label: t('message.field.remark'), children: detail.remark ?? '', span: 2 },
                ]}
              />
              <MessageContent content={detail.esContent} />
            </>
          )
        }
      />
    </>
  );
}
