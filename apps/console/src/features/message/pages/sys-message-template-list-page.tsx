import { Button, Form, Input, Select, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageTemplate, MessageTemplateUseStatus } from '@cropwatch/contract';
import { fieldsOf, ListPage } from '../../../components/list-page/list-page';
import { useListPage } from '../../../components/list-page/use-list-page';
import { feedback } from '../../../lib/feedback';
import { failureMessage } from '../../../lib/http';
import { useEditMessageTemplate } from '../api/edit-message-template';
import { messageTemplateListKey, messageTemplateListUrls } from '../api/get-message-template-list';
import { TEMPLATE_TYPES, TemplateFormModal } from '../components/template-form-modal';
import { TemplateSendModal } from '../components/template-send-modal';

/** Message templates (`modules/message/SysMessageTemplateList`): CRUD and the test-send to chosen users. */
export default function SysMessageTemplateListPage() {
  const { t } = useTranslation('message');
  const [form, setForm] = useState<{ open: boolean; record: MessageTemplate | null }>({ open: false, record: null });
  const [sending, setSending] = useState<MessageTemplate | null>(null);
  const { mutate: edit, isPending, variables } = useEditMessageTemplate();
  // 应用 / 停用 as the 3.4.0 list does: `edit` with `{id, useStatus}` alone.
  const setUseStatus = (row: MessageTemplate, useStatus: MessageTemplateUseStatus) =>
    edit(
      { id: row.id, useStatus },
      {
        onSuccess: (message) => {
          feedback.message.success(message);
        },
        onError: (error) => {
          const message = failureMessage(error);
          if (message) feedback.message.warning(message);
        },
      },
    );
  // An applied template is not edited (the 3.4.0 list refuses it the same way).
  const openEdit = (row: MessageTemplate) => {
    if (row.useStatus === '1') feedback.message.warning(t('template.usedNoEdit'));
    else setForm({ open: true, record: row });
  };

  const columns: ColumnsType<MessageTemplate> = [
    { title: t('template.field.templateCode'), dataIndex: 'templateCode', width: 200, sorter: true },
    { title: t('template.field.templateName'), dataIndex: 'templateName', ellipsis: true },
    {
      title: t('template.field.templateType'),
      dataIndex: 'templateType',
      width: 100,
      render: (value: MessageTemplate['templateType']) => (
        <Tag color={value === '2' ? 'purple' : 'default'}>{t(`template.type.${value}`)}</Tag>
      ),
    },
    { title: t('template.field.templateContent'), dataIndex: 'templateContent', ellipsis: true },
    {
      title: t('template.field.useStatus'),
      dataIndex: 'useStatus',
      width: 100,
      className: 'cw-col-tag',
      render: (value: MessageTemplate['useStatus']) => (
        <Tag color={value === '1' ? 'green' : 'default'}>{t(`template.useStatus.${value === '1' ? '1' : '0'}`)}</Tag>
      ),
    },
    { title: t('field.createTime'), dataIndex: 'createTime', width: 170, sorter: true },
  ];

  const list = useListPage<MessageTemplate>({
    url: messageTemplateListUrls,
    queryKey: messageTemplateListKey,
    fields: fieldsOf(columns),
    // An applied template is not deleted (the 3.4.0 list's handleDelete); the console refuses a batch holding one too.
    beforeDelete: (_keys, rows) => {
      if (!rows.some((row) => row.useStatus === '1')) return true;
      feedback.message.error(t('template.usedNoDelete'));
      return false;
    },
  });

  return (
    <>
      <ListPage
        list={list}
        columns={columns}
        searchOperators={{ templateCode: 'contains', templateName: 'contains' }}
        searchFields={
          <>
            <Form.Item name="templateCode" label={t('template.field.templateCode')}>
              <Input aria-label={t('template.field.templateCode')} allowClear />
            </Form.Item>
            <Form.Item name="templateName" label={t('template.field.templateName')}>
              <Input aria-label={t('template.field.templateName')} allowClear />
            </Form.Item>
            <Form.Item name="templateType" label={t('template.field.templateType')}>
              <Select
                aria-label={t('template.field.templateType')}
                allowClear
                style={{ width: 120 }}
                options={TEMPLATE_TYPES.map((value) => ({ value, label: t(`template.type.${value}`) }))}
              />
            </Form.Item>
          </>
        }
        onAdd={() => setForm({ open: true, record: null })}
        rowActions={(row) => (
          <>
            <Button type="link" size="small" onClick={() => openEdit(row)}>
              {t('actions.edit')}
            </Button>
            <Button type="link" size="small" onClick={() => setSending(row)}>
              {t('actions.testSend')}
            </Button>
            <Button
              type="link"
              size="small"
              loading={isPending && variables?.id === row.id}
              onClick={() => setUseStatus(row, row.useStatus === '1' ? '0' : '1')}
            >
              {t(row.useStatus === '1' ? 'actions.stopUse' : 'actions.use')}
            </Button>
          </>
        )}
        scroll={{ x: 1200 }}
        actionColumnWidth={260}
      />
      <TemplateFormModal
        open={form.open}
        record={form.record}
        onClose={() => setForm((f) => ({ ...f, open: false }))}
      />
      <TemplateSendModal template={sending} onClose={() => setSending(null)} />
    </>
  );
}
