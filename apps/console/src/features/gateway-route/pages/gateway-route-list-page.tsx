import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Popconfirm, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SysGatewayRoute } from '@cropwatch/contract';
import { useButtons } from '../../../components/authorized/use-buttons';
import { reportWrite } from '../../../lib/write-outcome';
import { gatewayRoutesQuery, useDeleteRoute, useRefreshRoutes } from '../api/gateway-route-api';
import { GatewayRouteModal } from '../components/gateway-route-modal';

/** Prefix of the page's button rules (`system:gateway:edit|delete|refresh`). */
const GATEWAY_BUTTONS = 'system:gateway:';

/** 网关路由 (`system/SysGatewayRouteList`): routes stored for a Spring Cloud Gateway; the emulator runs none. */
export default function GatewayRouteListPage() {
  const { t } = useTranslation('gatewayRoute');
  const [name, setName] = useState('');
  const [editing, setEditing] = useState<SysGatewayRoute | null | undefined>(undefined);
  const routes = useQuery(gatewayRoutesQuery({ name: name || undefined }));
  const remove = useDeleteRoute();
  const refresh = useRefreshRoutes();
  const can = useButtons(GATEWAY_BUTTONS);
  const canEdit = can('edit');
  const canDelete = can('delete');

  const columns: ColumnsType<SysGatewayRoute> = useMemo(
    () => [
      { title: t('routerId'), dataIndex: 'routerId' },
      { title: t('name'), dataIndex: 'name' },
      { title: t('uri'), dataIndex: 'uri', ellipsis: true },
      {
        title: t('predicates'),
        dataIndex: 'predicates',
        render: (_: unknown, r) => r.predicates.map((p, i) => <Tag key={i}>{p.name}</Tag>),
      },
      {
        title: t('status'),
        dataIndex: 'status',
        width: 100,
        render: (s: number) => (
          <Tag color={s === 1 ? 'green' : 'default'}>{s === 1 ? t('enabled') : t('disabled')}</Tag>
        ),
      },
      ...(canEdit || canDelete
        ? [
            {
              title: t('actions'),
              key: 'actions',
              width: 160,
              render: (_: unknown, r: SysGatewayRoute) => (
                <Space size={0}>
                  {canEdit && (
                    <Button type="link" size="small" onClick={() => setEditing(r)}>
                      {t('edit')}
                    </Button>
                  )}
                  {canDelete && (
                    <Popconfirm title={t('deleteConfirm')} onConfirm={() => void reportWrite(remove.mutateAsync(r.id))}>
                      <Button type="link" size="small" danger>
                        {t('delete')}
                      </Button>
                    </Popconfirm>
                  )}
                </Space>
              ),
            },
          ]
        : []),
    ],
    [t, remove, canEdit, canDelete],
  );

  return (
    <Card variant="borderless">
      <Alert type="info" showIcon title={t('noGateway')} style={{ marginBottom: 16 }} />
      <Form
        layout="inline"
        onFinish={(v: { name?: string }) => setName(v.name?.trim() ?? '')}
        style={{ marginBottom: 16 }}
      >
        <Form.Item name="name" label={t('name')}>
          <Input allowClear aria-label={t('name')} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('search')}
        </Button>
      </Form>
      <Space style={{ marginBottom: 16 }}>
        {/* adding and editing are one endpoint (`updateAll`), held by `system:gateway:edit` */}
        {canEdit && (
          <Button type="primary" onClick={() => setEditing(null)}>
            {t('add')}
          </Button>
        )}
        {can('refresh') && (
          <Button loading={refresh.isPending} onClick={() => void reportWrite(refresh.mutateAsync(undefined))}>
            {t('refresh')}
          </Button>
        )}
      </Space>
      <Table<SysGatewayRoute>
        rowKey="id"
        size="middle"
        loading={routes.isFetching}
        columns={columns}
        dataSource={routes.data ?? []}
        pagination={false}
      />
      {editing !== undefined && <GatewayRouteModal route={editing} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}
