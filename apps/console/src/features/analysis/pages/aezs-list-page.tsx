import { Button, Card, Empty, Flex, Form, Input, Menu, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  analysisZoneDelete,
  analysisZoneDeleteBatch,
  analysisZoneLevels,
  analysisZoneList,
  type AnalysisPartition,
  type AnalysisZone,
} from '@cropwatch/contract';
import { usePermission } from '../../../components/authorized/use-permission';
import type { ListColumns } from '../../../components/list-page/fit-column';
import { fieldsOf, ListPage } from '../../../components/list-page/list-page';
import { useListPage } from '../../../components/list-page/use-list-page';
import { feedback } from '../../../lib/feedback';
import { failureMessage } from '../../../lib/http';
import { zonesKey } from '../api/keys';
import { useDeletePartition, usePartitions } from '../api/partitions';
import { PartitionFormModal } from '../components/partition-form-modal';
import { ZoneFormModal } from '../components/zone-form-modal';

/** Seeded on the zones menu: partitions and zones are added, edited and deleted with `analysis:aezs:edit`. */
export const AEZS_PREFIX = 'analysis:aezs:';

/** Analysis modules → aezs (`analysis/AezsList`): partitions on the left, the selected one's zones on the right. */
export function AezsListPage() {
  const { t, i18n } = useTranslation('analysis');
  const zh = !i18n.language.startsWith('en');
  const { excluded } = usePermission();
  const canEdit = !excluded(AEZS_PREFIX).includes('edit');
  const partitions = usePartitions();
  const removePartition = useDeletePartition();
  const [picked, setPicked] = useState<string | null>(null);
  const [partitionTarget, setPartitionTarget] = useState<AnalysisPartition | 'new' | null>(null);
  const [zoneTarget, setZoneTarget] = useState<AnalysisZone | 'new' | null>(null);
  // The first partition until the user picks one (and again when the picked one is deleted).
  const selected = partitions.data?.find((p) => p.id === picked) ?? partitions.data?.[0];
  const name = (row: { nameZh: string; nameEn: string }) => (zh ? row.nameZh : row.nameEn);

  const columns: ListColumns<AnalysisZone> = [
    { title: t('aezs.zone.code'), dataIndex: 'code', sorter: true, kind: 'tag' },
    { title: t('chapter.nameZh'), dataIndex: 'nameZh', sorter: true },
    { title: t('chapter.nameEn'), dataIndex: 'nameEn', sorter: true, least: 140 },
    {
      title: t('aezs.zone.level'),
      dataIndex: 'level',
      render: (l: AnalysisZone['level']) => t(`aezs.levels.${l}`),
    },
    { title: t('aezs.zone.country'), dataIndex: 'countryIso3', kind: 'tag' },
    {
      title: t('aezs.zone.data'),
      dataIndex: 'hasData',
      kind: 'tag',
      optional: true,
      render: (has: boolean) =>
        has ? <Tag color="success">{t('aezs.zone.hasData')}</Tag> : <Tag color="warning">{t('aezs.zone.noData')}</Tag>,
    },
    { title: t('chapter.sortNo'), dataIndex: 'sortNo', sorter: true, optional: true },
  ];

  const baseParams = useMemo(() => (selected ? { partitionId: selected.id } : undefined), [selected]);
  const list = useListPage<AnalysisZone>({
    url: {
      list: analysisZoneList,
      ...(canEdit ? { delete: analysisZoneDelete, deleteBatch: analysisZoneDeleteBatch } : {}),
    },
    queryKey: [...zonesKey, 'admin'],
    fields: fieldsOf(columns),
    // The partition's own order (the server's default is overridden by any sorter the kit sends).
    defaultSorters: [{ field: 'sortNo', order: 'asc' }],
    baseParams,
    enabled: Boolean(selected),
  });

  const deleteSelectedPartition = async () => {
    if (!selected) return;
    try {
      await removePartition.mutateAsync(selected.id);
      feedback.message.success(t('aezs.partition.deleted'));
      setPicked(null);
    } catch (error) {
      const message = failureMessage(error);
      if (message) feedback.message.warning(message);
    }
  };

  return (
    <Flex gap={16} align="start" className="cw-aezs">
      <Card
        size="small"
        title={t('aezs.partition.title')}
        style={{ width: 280, flex: 'none' }}
        extra={
          canEdit && (
            <Button size="small" type="link" onClick={() => setPartitionTarget('new')}>
              {t('aezs.partition.add')}
            </Button>
          )
        }
      >
        {partitions.data?.length === 0 && <Empty description={t('aezs.partition.none')} />}
        <Menu
          aria-label={t('aezs.partition.title')}
          mode="inline"
          style={{ borderInlineEnd: 0 }}
          selectedKeys={selected ? [selected.id] : []}
          onClick={({ key }) => setPicked(key)}
          items={(partitions.data ?? []).map((p) => ({
            key: p.id,
            label: (
              <Flex justify="space-between">
                <span>{name(p)}</span>
                <Typography.Text type="secondary">{p.zoneCount}</Typography.Text>
              </Flex>
            ),
          }))}
        />
        {selected && canEdit && (
          <Space style={{ marginTop: 12 }}>
            <Button size="small" onClick={() => setPartitionTarget(selected)}>
              {t('aezs.partition.edit')}
            </Button>
            <Popconfirm
              title={t('aezs.partition.deleteConfirm', { name: name(selected) })}
              okText={t('form.ok')}
              cancelText={t('form.cancel')}
              onConfirm={() => void deleteSelectedPartition()}
            >
              <Button size="small" danger loading={removePartition.isPending}>
                {t('aezs.partition.delete')}
              </Button>
            </Popconfirm>
          </Space>
        )}
      </Card>
      <Card
        size="small"
        style={{ flex: 1, minWidth: 0 }}
        title={selected ? `${name(selected)} · ${selected.code}` : t('aezs.zone.title')}
      >
        <ListPage
          list={list}
          columns={columns}
          searchOperators={{ code: 'contains', nameZh: 'contains', nameEn: 'contains' }}
          searchFields={
            <>
              <Form.Item name="code" label={t('aezs.zone.code')}>
                <Input allowClear style={{ width: 120 }} />
              </Form.Item>
              <Form.Item name={zh ? 'nameZh' : 'nameEn'} label={t('aezs.zone.name')}>
                <Input allowClear style={{ width: 160 }} />
              </Form.Item>
              <Form.Item name="level" label={t('aezs.zone.level')}>
                <Select
                  allowClear
                  style={{ width: 130 }}
                  options={analysisZoneLevels.map((l) => ({ value: l, label: t(`aezs.levels.${l}`) }))}
                />
              </Form.Item>
            </>
          }
          onAdd={canEdit && selected ? () => setZoneTarget('new') : undefined}
          rowActions={(row) =>
            canEdit && (
              <Button type="link" size="small" onClick={() => setZoneTarget(row)}>
                {t('common.edit')}
              </Button>
            )
          }
        />
      </Card>
      <PartitionFormModal target={partitionTarget} onClose={() => setPartitionTarget(null)} />
      <ZoneFormModal target={zoneTarget} partitionId={selected?.id} onClose={() => setZoneTarget(null)} />
    </Flex>
  );
}

export default AezsListPage;
