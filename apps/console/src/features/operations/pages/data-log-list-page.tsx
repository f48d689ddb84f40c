import { Button, Form, Input, Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATA_LOG_TABLES, dataLogList, type SysDataLog } from '@cropwatch/contract';
import { fieldsOf, ListPage } from '../../../components/list-page/list-page';
import { useListPage } from '../../../components/list-page/use-list-page';
import { feedback } from '../../../lib/feedback';
import { dataLogListKey } from '../api/data-log';
import { DataCompareModal } from '../components/data-compare-modal';

const breakAnywhere = () => ({ style: { wordBreak: 'break-all' as const } });

/** 数据日志 (`system/DataLogList`): versioned snapshots; pick two versions of one record to compare them. */
export function DataLogListPage() {
  const { t } = useTranslation('operations');
  const [comparing, setComparing] = useState<[SysDataLog, SysDataLog] | null>(null);
  const columns: ColumnsType<SysDataLog> = useMemo(
    () => [
      // Table names and 32-character ids have no break opportunity: they wrap anywhere rather than widen the table.
      { title: t('dataLog.dataTable'), dataIndex: 'dataTable', sorter: true, onCell: breakAnywhere },
      { title: t('dataLog.dataId'), dataIndex: 'dataId', onCell: breakAnywhere },
      { title: t('dataLog.dataVersion'), dataIndex: 'dataVersion', sorter: true, width: 100 },
      { title: t('dataLog.dataContent'), dataIndex: 'dataContent', ellipsis: true },
      { title: t('dataLog.createBy'), dataIndex: 'createBy', width: 120 },
      { title: t('dataLog.createTime'), dataIndex: 'createTime', sorter: true, width: 180 },
    ],
    [t],
  );
  const list = useListPage<SysDataLog>({
    url: { list: dataLogList },
    queryKey: dataLogListKey,
    fields: fieldsOf(columns),
  });

  const compare = () => {
    const rows = list.selectedRows;
    if (rows.length !== 2) {
      feedback.message.warning(t('dataLog.pickTwo'));
      return;
    }
    if (rows[0].dataTable !== rows[1].dataTable || rows[0].dataId !== rows[1].dataId) {
      feedback.message.warning(t('dataLog.sameRecord'));
      return;
    }
    setComparing([rows[0], rows[1]]);
  };

  return (
    <>
      <ListPage<SysDataLog>
        list={list}
        columns={columns}
        searchFields={
          <>
            <Form.Item name="dataTable" label={t('dataLog.dataTable')}>
              <Select
                allowClear
                aria-label={t('dataLog.dataTable')}
                style={{ minWidth: 180 }}
                options={DATA_LOG_TABLES.map((v) => ({ value: v, label: v }))}
              />
            </Form.Item>
            <Form.Item name="dataId" label={t('dataLog.dataId')}>
              <Input allowClear aria-label={t('dataLog.dataId')} />
            </Form.Item>
          </>
        }
        toolbarExtra={
          <Button type="primary" onClick={compare}>
            {t('dataLog.compare')}
          </Button>
        }
        rowActions={(row) => (
          <Button type="link" size="small" onClick={() => setComparing([row, row])}>
            {t('dataLog.versions')}
          </Button>
        )}
      />
      {comparing && <DataCompareModal first={comparing[0]} second={comparing[1]} onClose={() => setComparing(null)} />}
    </>
  );
}

export default DataLogListPage;
