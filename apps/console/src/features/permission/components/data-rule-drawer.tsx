import { PlusOutlined } from '@ant-design/icons';
import { Button, Drawer, Form, Input, Popconfirm, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataRule, SysPermissionTree } from '@cropwatch/contract';
import { feedback } from '../../../lib/feedback';
import { failureMessage } from '../../../lib/http';
import { useDeletePermissionRule } from '../api/delete-permission-rule';
import { usePermissionRules, type RuleFilter } from '../api/query-permission-rule';
import { DataRuleFormModal } from './data-rule-form-modal';

export interface DataRuleDrawerProps {
  /** The menu whose rules are listed; null when closed. */
  menu: SysPermissionTree | null;
  onClose: () => void;
}

/** 数据权限规则 of one menu (Vue2 `PermissionDataRuleList`): search, add, edit, delete. */
export function DataRuleDrawer({ menu, onClose }: DataRuleDrawerProps) {
  const { t } = useTranslation('permission');
  const [filter, setFilter] = useState<RuleFilter>({});
  const [editing, setEditing] = useState<DataRule | 'new' | null>(null);
  const [searchForm] = Form.useForm<RuleFilter>();
  const rules = usePermissionRules(menu?.id, filter);
  const remove = useDeletePermissionRule();

  const onDelete = async (rule: DataRule) => {
    try {
      feedback.message.success(await remove.mutateAsync({ id: rule.id, permissionId: rule.permissionId }));
    } catch (error) {
      const message = failureMessage(error);
      if (message) feedback.message.warning(message);
    }
  };

  const columns: ColumnsType<DataRule> = [
    { title: t('rules.ruleName'), dataIndex: 'ruleName' },
    { title: t('rules.ruleColumn'), dataIndex: 'ruleColumn' },
    {
      title: t('rules.ruleConditions'),
      dataIndex: 'ruleConditions',
      render: (value: string) => t(`conditions.${value}`, { defaultValue: value }),
    },
    { title: t('rules.ruleValue'), dataIndex: 'ruleValue', ellipsis: true },
    {
      title: t('fields.status'),
      dataIndex: 'status',
      width: 80,
      render: (value: string) => (
        <Tag color={value === '1' ? 'green' : 'default'}>{t(`status.${value === '1' ? '1' : '0'}`)}</Tag>
      ),
    },
    {
      key: 'actions',
      title: t('actions.operation'),
      width: 130,
      render: (_: unknown, rule) => (
        <Space size="small">
          <Button type="link" size="small" onClick={() => setEditing(rule)}>
            {t('actions.edit')}
          </Button>
          <Popconfirm
            title={t('actions.confirmDelete')}
            okText={t('form.ok')}
            cancelText={t('form.cancel')}
            onConfirm={() => void onDelete(rule)}
          >
            <Button type="link" size="small" danger>
              {t('actions.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Drawer
      open={menu !== null}
      title={t('rules.title', { name: menu?.name ?? '' })}
      size={760}
      onClose={onClose}
      destroyOnHidden
      afterOpenChange={(visible) => {
        if (!visible) setFilter({});
      }}
    >
      <Form form={searchForm} layout="inline" onFinish={setFilter} style={{ marginBottom: 16 }}>
        <Form.Item name="ruleName" label={t('rules.ruleName')}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="ruleValue" label={t('rules.ruleValue')}>
          <Input allowClear />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {t('actions.search')}
            </Button>
            <Button
              onClick={() => {
                searchForm.resetFields();
                setFilter({});
              }}
            >
              {t('actions.reset')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <Button type="primary" icon={<PlusOutlined />} style={{ marginBottom: 16 }} onClick={() => setEditing('new')}>
        {t('rules.add')}
      </Button>
      <Table<DataRule>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rules.data ?? []}
        loading={rules.isFetching}
        pagination={false}
      />
      {menu && <DataRuleFormModal permissionId={menu.id} target={editing} onClose={() => setEditing(null)} />}
    </Drawer>
  );
}
