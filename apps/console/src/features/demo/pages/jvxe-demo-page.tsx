import { Alert, Button, Card, Segmented, Space, Switch, Tag } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JVxeGrid, type JVxeCollected, type JVxeGridHandle } from '@cropwatch/ui/jvxe-grid';
import { usePermission } from '../../../components/authorized/use-permission';
import { getDictOptions } from '../../../components/dict/dict-items';
import { feedback } from '../../../lib/feedback';
import { makeDemoRows } from '../jvxe/demo-rows';
import { jvxeDemoColumns } from '../jvxe/jvxe-demo-columns';
import { JVxeFeatureGrid } from '../jvxe/jvxe-feature-grid';
import { useVxeSocket } from '../jvxe/use-vxe-socket';

/** Row counts of the two modes: a page of rows, and the 100,000-row mode (permission `demo:jvxe:bigData`). */
export const DEMO_ROWS = { normal: 20, big: 100_000 } as const;
type Mode = keyof typeof DEMO_ROWS;

/** JeecgBoot's JVxeTable demo: every column type with rules, row operations, collection and a big-data mode. */
export default function JVxeDemoPage() {
  const { t } = useTranslation('demo');
  const grid = useRef<JVxeGridHandle>(null);
  const [mode, setMode] = useState<Mode>('normal');
  const rows = useMemo(() => makeDemoRows(DEMO_ROWS[mode]), [mode]);
  const columns = useMemo(() => jvxeDemoColumns(t), [t]);
  const [collected, setCollected] = useState<JVxeCollected | null>(null);
  const [live, setLive] = useState(false);
  // A visibility button (permsType 1) of the page: hidden from users who are not granted it.
  const bigDataAllowed = !usePermission().excluded('demo:jvxe:').includes('bigData');
  const socket = useVxeSocket(live, (row) => grid.current?.applyRemoteRow(row));

  const validate = useCallback(async () => {
    const result = await grid.current?.getValues();
    if (!result) return;
    setCollected(result);
    if (result.errCount > 0) {
      if (result.firstError) grid.current?.focusCell(result.firstError.rowId, result.firstError.key);
      feedback.message.error(t('jvxe.failed', { count: result.errCount }));
    } else feedback.message.success(t('jvxe.passed'));
  }, [t]);

  return (
    <Card title={t('jvxe.title')}>
      <Space direction="vertical" style={{ width: '100%' }}>
        {bigDataAllowed ? (
          <Segmented<Mode>
            aria-label={t('jvxe.mode')}
            value={mode}
            onChange={(m) => {
              setCollected(null);
              setMode(m);
            }}
            options={[
              { value: 'normal', label: t('jvxe.modeNormal', { count: DEMO_ROWS.normal }) },
              { value: 'big', label: t('jvxe.modeBig', { count: DEMO_ROWS.big }) },
            ]}
          />
        ) : null}
        <Space>
          <Switch aria-label={t('jvxe.live')} checked={live} onChange={setLive} />
          <span>{t('jvxe.live')}</span>
          {live ? (
            <Tag color={socket.connected ? 'green' : 'orange'}>
              {t(socket.connected ? 'jvxe.liveConnected' : 'jvxe.liveConnecting')}
            </Tag>
          ) : null}
        </Space>
        <JVxeGrid
          ref={grid}
          aria-label={t('jvxe.title')}
          columns={columns}
          dataSource={rows}
          loadDict={getDictOptions}
          rowNumber
          rowSelection
          toolbar
          dragSortKey="orderNum"
          onValueChange={({ row }) => {
            if (live) socket.send(row);
          }}
          toolbarExtra={
            <Button type="dashed" onClick={() => void validate()}>
              {t('jvxe.validate')}
            </Button>
          }
        />
        {collected ? (
          <Alert
            type={collected.errCount ? 'error' : 'success'}
            message={t('jvxe.summary', {
              errors: collected.errCount,
              rows: collected.tableData.length,
              added: collected.newRows.length,
              edited: collected.editedRows.length,
              removed: collected.deleteData.length,
            })}
          />
        ) : null}
        <JVxeFeatureGrid />
      </Space>
    </Card>
  );
}
