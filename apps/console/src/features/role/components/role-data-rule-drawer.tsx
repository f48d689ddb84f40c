import { Button, Checkbox, Drawer, Empty, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SysRole } from '@cropwatch/contract';
import { feedback } from '../../../lib/feedback';
import { failureMessage } from '../../../lib/http';
import { useRoleDataRule } from '../api/get-role-data-rule';
import { useSaveRoleDataRule } from '../api/save-role-data-rule';
import type { AuthTreeNode } from '../lib/permission-tree';

export interface RoleDataRuleDrawerProps {
  role: SysRole;
  /** The menu whose rules are chosen; null when closed. */
  menu: AuthTreeNode | null;
  onClose: () => void;
}

/** 数据规则 (Vue2 `RoleDataruleModal`): which of a menu's data rules apply to the role. */
export function RoleDataRuleDrawer({ role, menu, onClose }: RoleDataRuleDrawerProps) {
  const { t } = useTranslation('role');
  const rules = useRoleDataRule(menu?.key, role.id);
  const save = useSaveRoleDataRule();
  const [checked, setChecked] = useState<string[]>([]);

  useEffect(() => {
    if (rules.data) setChecked(rules.data.checked);
  }, [rules.data]);

  const submit = async () => {
    if (!menu) return;
    try {
      const message = await save.mutateAsync({ permissionId: menu.key, roleId: role.id, dataRuleIds: checked });
      feedback.message.success(message);
      onClose();
    } catch (error) {
      const message = failureMessage(error);
      if (message) feedback.message.warning(message);
    }
  };

  const list = rules.data?.rules ?? [];
  return (
    <Drawer
      open={menu !== null}
      title={t('dataRule.title', { name: menu?.title ?? '' })}
      size={420}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{t('form.cancel')}</Button>
          <Button type="primary" loading={save.isPending} disabled={!list.length} onClick={() => void submit()}>
            {t('dataRule.save')}
          </Button>
        </Space>
      }
    >
      {rules.isLoading ? (
        <Spin />
      ) : list.length === 0 ? (
        <Empty description={t('dataRule.empty')} />
      ) : (
        <Checkbox.Group value={checked} onChange={(values) => setChecked(values.map(String))} style={{ width: '100%' }}>
          <Space orientation="vertical">
            {list.map((rule) => (
              <Checkbox key={rule.id} value={rule.id} disabled={rule.status !== '1'}>
                {rule.ruleName}{' '}
                <Typography.Text type="secondary">
                  {[rule.ruleColumn, rule.ruleConditions, rule.ruleValue].filter(Boolean).join(' ')}
                </Typography.Text>
              </Checkbox>
            ))}
          </Space>
        </Checkbox.Group>
      )}
    </Drawer>
  );
}
