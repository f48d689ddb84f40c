import { Card, Descriptions, Space, Switch } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cellText,
  JVxeGrid,
  type JVxeColumn,
  type JVxeLinkageConfig,
  type JVxeOption,
  type JVxeRow,
} from '@cropwatch/ui/jvxe-grid';
import { loadDict } from '../../../components/api/load-dict';
import { AREA_ROOT, areaRows } from '../../../components/area-picker/area-data';
import { dictLabel } from '../../../components/dict/render-dict-text';

/** The user dictionary the owner column searches (a table dictionary: `table,text,code`). */
export const OWNER_DICT = 'sys_user,realname,username';

/**
 * Province → city → district options (spec §3 area: id, text, pid), one level per call like JeecgBoot's
 * `requestData(pid)`; the first level is asked with ''.
 */
export function areaLevel(parent: string): Promise<JVxeOption[]> {
  const pid = parent === '' ? AREA_ROOT : parent;
  return Promise.resolve(areaRows.filter((r) => r.pid === pid).map((r) => ({ value: r.id, label: r.text })));
}
const AREA_LINKAGE: readonly JVxeLinkageConfig[] = [{ key: 'area', requestData: areaLevel }];

const areaText = (code: unknown) => areaRows.find((r) => r.id === cellText(code))?.text ?? cellText(code);

/** A few growers: the rows of the linkage / drag sort / sub table grid. */
export function makeFeatureRows(): JVxeRow[] {
  const places = [
    ['110000', '110100', '110105'],
    ['310000', '310100', '310115'],
    ['120000', '120100', '120101'],
    ['110000', '110100', '110108'],
    ['310000', '310100', '310104'],
  ];
  return places.map(([province, city, district], i) => ({
    id: `feature-${i + 1}`,
    orderNum: i + 1,
    grower: `grower${i + 1}`,
    province,
    city,
    district,
    owner: '',
    tags: i % 2 ? 'ma;ri;' : '',
  }));
}

/**
 * The JVxe demo's second grid: linkage columns (province → city → district), a remote search select, tag cells,
 * drag sort, the sub-table popover on row click and the always-edit switch.
 */
export function JVxeFeatureGrid() {
  const { t } = useTranslation('demo');
  const [subTable, setSubTable] = useState(false);
  const [alwaysEdit, setAlwaysEdit] = useState(true);
  const rows = useMemo(() => makeFeatureRows(), []);
  const title = (key: string) => t(`jvxe.features.columns.${key}`);
  const columns = useMemo<JVxeColumn[]>(
    () => [
      { key: 'orderNum', title: title('orderNum'), type: 'normal', width: 70 },
      { key: 'grower', title: title('grower'), type: 'input', validateRules: [{ required: true }] },
      { key: 'province', title: title('province'), type: 'select', linkageKey: 'area', width: 140 },
      { key: 'city', title: title('city'), type: 'select', linkageKey: 'area', width: 140 },
      { key: 'district', title: title('district'), type: 'select', linkageKey: 'area', width: 140 },
      { key: 'owner', title: title('owner'), type: 'sel_search_async', dict: OWNER_DICT, width: 160 },
      { key: 'tags', title: title('tags'), type: 'input', tags: true, width: 180 },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t],
  );
  const searchOptions = useCallback(
    async (column: JVxeColumn, keyword: string) =>
      (await loadDict(column.dict ?? OWNER_DICT, keyword, 10)).map((item) => ({
        value: item.value,
        label: dictLabel(item),
      })),
    [],
  );
  const subForm = useCallback(
    (row: JVxeRow) => (
      <Descriptions
        size="small"
        column={3}
        title={t('jvxe.features.subTitle', { grower: cellText(row.grower) })}
        items={[
          { key: 'grower', label: title('grower'), children: cellText(row.grower) },
          {
            key: 'area',
            label: t('jvxe.features.area'),
            children: [row.province, row.city, row.district].map(areaText).filter(Boolean).join(' / '),
          },
          { key: 'owner', label: title('owner'), children: cellText(row.owner_dictText || row.owner) },
          { key: 'tags', label: title('tags'), children: cellText(row.tags) },
        ]}
      />
    ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t],
  );
  return (
    <Card type="inner" title={t('jvxe.features.title')}>
      <Space style={{ marginBottom: 8 }} wrap>
        <Switch aria-label={t('jvxe.features.subTable')} checked={subTable} onChange={setSubTable} />
        <span>{t('jvxe.features.subTable')}</span>
        <Switch aria-label={t('jvxe.features.alwaysEdit')} checked={alwaysEdit} onChange={setAlwaysEdit} />
        <span>{t('jvxe.features.alwaysEdit')}</span>
      </Space>
      <JVxeGrid
        aria-label={t('jvxe.features.title')}
        columns={columns}
        dataSource={rows}
        rowNumber
        dragSort
        dragSortKey="orderNum"
        linkageConfig={AREA_LINKAGE}
        searchOptions={searchOptions}
        subForm={subTable ? subForm : undefined}
        alwaysEdit={alwaysEdit}
      />
    </Card>
  );
}
