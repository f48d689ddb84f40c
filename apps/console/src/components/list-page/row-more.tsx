import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Popconfirm } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A rarely used row action, offered behind the row's 更多 / More dropdown (JeecgBoot's `dropDownActions`). */
export interface RowMoreAction {
  key: string;
  label: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
  /** Asked in a confirmation by the More button before `onClick` runs. */
  confirm?: ReactNode;
}

/** The 更多 / More link of a row: a dropdown of its actions; one that asks first confirms beside the link. */
export function RowMore({ actions }: { actions: RowMoreAction[] }) {
  const { t } = useTranslation('list');
  const [pending, setPending] = useState<RowMoreAction | null>(null);
  if (actions.length === 0) return null;
  return (
    <Popconfirm
      open={pending !== null}
      title={pending?.confirm}
      okText={t('actions.ok')}
      cancelText={t('actions.cancel')}
      onConfirm={() => {
        pending?.onClick();
        setPending(null);
      }}
      onCancel={() => setPending(null)}
      onOpenChange={(open) => !open && setPending(null)}
    >
      <Dropdown
        trigger={['click']}
        menu={{
          items: actions.map((a) => ({ key: a.key, label: a.label, disabled: a.disabled, danger: a.danger })),
          onClick: ({ key }) => {
            const action = actions.find((a) => a.key === key);
            if (!action) return;
            if (action.confirm) setPending(action);
            else action.onClick();
          },
        }}
      >
        <Button type="link" size="small" className="cw-row-more">
          {t('actions.more')} <DownOutlined />
        </Button>
      </Dropdown>
    </Popconfirm>
  );
}
