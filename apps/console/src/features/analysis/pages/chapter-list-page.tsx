import { Button, Form, Input, List } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  analysisChapterDelete,
  analysisChapterDeleteBatch,
  analysisChapterList,
  type AnalysisChapter,
} from '@cropwatch/contract';
import { usePermission } from '../../../components/authorized/use-permission';
import { fieldsOf, ListPage } from '../../../components/list-page/list-page';
import { useListPage } from '../../../components/list-page/use-list-page';
import { chaptersKey } from '../api/keys';
import { ChapterFormModal } from '../components/chapter-form-modal';

/** Seeded on the chapter menu: add, edit and delete (the server answers 510 without it). */
export const CHAPTER_EDIT_PREFIX = 'analysis:chapter:';

/** Analysis modules → chapters (`analysis/ChapterList`): the bulletin's chapters in display order. */
export function ChapterListPage() {
  const { t, i18n } = useTranslation('analysis');
  const { excluded } = usePermission();
  // A type-1 button (show/hide): the authPre helper of spec §6 says which codes this user lacks.
  const canEdit = !excluded(CHAPTER_EDIT_PREFIX).includes('edit');
  const [target, setTarget] = useState<AnalysisChapter | 'new' | null>(null);
  const zh = !i18n.language.startsWith('en');

  const columns: ColumnsType<AnalysisChapter> = [
    { title: t('chapter.sortNo'), dataIndex: 'sortNo', sorter: true, width: 90 },
    { title: t('chapter.code'), dataIndex: 'code', sorter: true, width: 150 },
    { title: t('chapter.number'), dataIndex: 'number', width: 90 },
    { title: t('chapter.nameZh'), dataIndex: 'nameZh', width: 200 },
    { title: t('chapter.nameEn'), dataIndex: 'nameEn', width: 260 },
    {
      title: t('chapter.sections'),
      dataIndex: 'sections',
      width: 90,
      render: (sections: AnalysisChapter['sections']) => sections.length,
    },
    { title: t('common.updateTime'), dataIndex: 'updateTime', sorter: true, width: 170 },
  ];

  const list = useListPage<AnalysisChapter>({
    url: {
      list: analysisChapterList,
      ...(canEdit ? { delete: analysisChapterDelete, deleteBatch: analysisChapterDeleteBatch } : {}),
    },
    queryKey: [...chaptersKey, 'admin'],
    fields: fieldsOf(columns).filter((f) => f !== 'sections'),
    defaultSorters: [{ field: 'sortNo', order: 'asc' }],
  });

  return (
    <>
      <ListPage
        list={list}
        columns={columns}
        searchOperators={{ code: 'contains', nameZh: 'contains', nameEn: 'contains' }}
        searchFields={
          <>
            <Form.Item name="code" label={t('chapter.code')}>
              <Input allowClear style={{ width: 160 }} />
            </Form.Item>
            <Form.Item name="nameZh" label={t('chapter.nameZh')}>
              <Input allowClear />
            </Form.Item>
            <Form.Item name="nameEn" label={t('chapter.nameEn')}>
              <Input allowClear />
            </Form.Item>
          </>
        }
        superQueryFields={[
          { field: 'code', title: t('chapter.code'), type: 'string' },
          { field: 'nameZh', title: t('chapter.nameZh'), type: 'string' },
          { field: 'nameEn', title: t('chapter.nameEn'), type: 'string' },
          { field: 'sortNo', title: t('chapter.sortNo'), type: 'int' },
        ]}
        onAdd={canEdit ? () => setTarget('new') : undefined}
        rowActions={(row) =>
          canEdit && (
            <Button type="link" size="small" onClick={() => setTarget(row)}>
              {t('common.edit')}
            </Button>
          )
        }
        expandable={{
          // The description and the main sections, in the page's language.
          expandedRowRender: (row) => (
            <>
              <p style={{ margin: '0 0 8px' }}>{(zh ? row.descriptionZh : row.descriptionEn) ?? ''}</p>
              <List
                size="small"
                dataSource={row.sections}
                locale={{ emptyText: t('chapter.noSections') }}
                renderItem={(s) => (
                  <List.Item>
                    {s.number} {zh ? s.nameZh : s.nameEn}
                  </List.Item>
                )}
              />
            </>
          ),
        }}
        scroll={{ x: 1100 }}
      />
      <ChapterFormModal target={target} onClose={() => setTarget(null)} />
    </>
  );
}

export default ChapterListPage;
