import { Button, Form, Input, Select, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageTemplate } from '@cropwatch/contract';
import { fieldsOf, ListPage } from '../../../components/list-page/list-page';
import { useListPage } from '../../../components/list-page/use-list-page';
import { messageTemplateListKey, messageTemplateListUrls } from '../api/get-message-template-list';
import { TEMPLATE_TYPES, TemplateFormModal } from '../components/template-form-modal';
import { TemplateSendModal } from '../components/template-send-modal';

/** Message templates (`modules/message/SysMessageTemplateList`): CRUD and the test-send to chosen users. */
export default function SysMessageTemplateListPage() {
  const { t } = useTranslation('message');
  const [form, setForm] = useState<{ open: boolean; record: MessageTemplate | null }>({ open: false, record: null });
  const [sending, setSending] = useState<MessageTemplate | null>(null);

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
    { title: t('field.createTime'), dataIndex: 'createTime', width: 170, sorter: true },
  ];

  const list = useListPage<MessageTemplate>({
    url: messageTemplateListUrls,
    queryKey: messageTemplateListKey,
    fields: fieldsOf(columns),
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
            <Button type="link" size="small" onClick={() => setForm({ open: true, record: row })}>
              {t('actions.edit')}
            </Button>
            <Button type="link" size="small" onClick={() => setSending(row)}>
              {t('actions.testSend')}
            </Button>
          </>
        )}
        scroll={{ x: 1100 }}
        actionColumnWidth={220}
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
