import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Popconfirm, Space, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SysGatewayRoute } from '@cropwatch/contract';
import { useButtons } from '../../../components/authorized/use-buttons';
import { fitColumn, scrollWidthOf, type ListColumns } from '../../../components/list-page/fit-column';
import { listTableBody } from '../../../components/list-page/list-empty';
import { PAGE_SIZE_OPTIONS } from '../../../components/list-page/list-query';
import { withSearchPlaceholders } from '../../../components/list-page/search-placeholders';
import { reportWrite } from '../../../lib/write-outcome';
import { gatewayRoutesQuery, useDeleteRoute, useRefreshRoutes } from '../api/gateway-route-api';
import { GatewayRouteModal } from '../components/gateway-route-modal';

/** Prefix of the page's button rules (`system:gateway:edit|delete|refresh`). */
const GATEWAY_BUTTONS = 'system:gateway:';

/** 网关路由 (`system/SysGatewayRouteList`): routes stored for a Spring Cloud Gateway; the emulator runs none. */
export default function GatewayRouteListPage() {
  const { t } = useTranslation('gatewayRoute');
  const { t: tList } = useTranslation('list');
  const [form] = Form.useForm<{ name?: string }>();
  const [page, setPage] = useState({ current: 1, pageSize: 10 });
  const [name, setName] = useState('');
  const [editing, setEditing] = useState<SysGatewayRoute | null | undefined>(undefined);
  const routes = useQuery(gatewayRoutesQuery({ name: name || undefined }));
  const remove = useDeleteRoute();
  const refresh = useRefreshRoutes();
  const can = useButtons(GATEWAY_BUTTONS);
  const canEdit = can('edit');
  const canDelete = can('delete');

  // The list kit's columns and style (issue #31): kinds, search with placeholders and Reset, icons, pager.
  const dataColumns: ListColumns<SysGatewayRoute> = useMemo(
    () => [
      { title: t('routerId'), dataIndex: 'routerId', kind: 'code' },
      { title: t('name'), dataIndex: 'name' },
      { title: t('uri'), dataIndex: 'uri', ellipsis: true },
      {
        title: t('predicates'),
        dataIndex: 'predicates',
        render: (_: unknown, r: SysGatewayRoute) => r.predicates.map((p, i) => <Tag key={i}>{p.name}</Tag>),
      },
      {
        title: t('status'),
        dataIndex: 'status',
        render: (s: number) => (
          <Tag color={s === 1 ? 'green' : 'default'}>{s === 1 ? t('enabled') : t('disabled')}</Tag>
        ),
      },
    ],
    [t],
  );
  const columns = useMemo(
    () => [
      ...dataColumns.map((c) => fitColumn(c)),
      ...(canEdit || canDelete
        ? [
            {
              title: t('actions'),
              key: 'actions',
              fixed: 'right' as const,
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
    [t, dataColumns, remove, canEdit, canDelete],
  );

  return (
    <Card variant="borderless">
      <Alert type="info" showIcon title={t('noGateway')} style={{ marginBottom: 16 }} />
      <Form
        form={form}
        layout="inline"
        className="cw-list-page-search"
        onFinish={(v: { name?: string }) => {
          setName(v.name?.trim() ?? '');
          setPage((p) => ({ ...p, current: 1 }));
        }}
        style={{ marginBottom: 16 }}
      >
        {withSearchPlaceholders(
          <Form.Item name="name" label={t('name')}>
            <Input allowClear aria-label={t('name')} />
          </Form.Item>,
          tList,
        )}
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {t('search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                setName('');
                setPage((p) => ({ ...p, current: 1 }));
              }}
            >
              {tList('actions.reset')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <Space style={{ marginBottom: 16 }}>
        {/* adding and editing are one endpoint (`updateAll`), held by `system:gateway:edit` */}
        {canEdit && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            {t('add')}
          </Button>
        )}
        {can('refresh') && (
          <Button
            icon={<ReloadOutlined />}
            loading={refresh.isPending}
            onClick={() => void reportWrite(refresh.mutateAsync(undefined))}
          >
            {t('refresh')}
          </Button>
        )}
      </Space>
      <Table<SysGatewayRoute>
        rowKey="id"
        size="middle"
        {...listTableBody({ loading: routes.isFetching, answered: routes.data !== undefined, error: routes.error })}
        columns={columns}
        dataSource={routes.data ?? []}
        tableLayout="auto"
        scroll={{ x: scrollWidthOf(dataColumns, 120) }}
        // The routes arrive whole (`/sys/gatewayRoute/list` does not page): the pager pages them here.
        pagination={{
          ...page,
          showQuickJumper: true,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
          showTotal: (total, [from, to]) => tList('paging.total', { from, to, total }),
          onChange: (current, pageSize) => setPage({ current, pageSize }),
        }}
      />
      {editing !== undefined && <GatewayRouteModal route={editing} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}
