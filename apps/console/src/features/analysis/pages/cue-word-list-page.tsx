import { Button, Form, Input, Select, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  analysisCueWordDelete,
  analysisCueWordDeleteBatch,
  analysisCueWordList,
  type AnalysisCueWord,
} from '@cropwatch/contract';
import { usePermission } from '../../../components/authorized/use-permission';
import { fieldsOf, ListPage } from '../../../components/list-page/list-page';
import { useListPage } from '../../../components/list-page/use-list-page';
import { cueWordsKey } from '../api/keys';
import { useChapters } from '../api/list-chapters';
import { CueWordFormModal } from '../components/cue-word-form-modal';
import { CueWordPreviewModal } from '../components/cue-word-preview-modal';

/** Seeded on the cue-word menu: add, edit and delete (the server answers 510 without it). */
export const CUE_WORD_EDIT_PREFIX = 'analysis:cueWord:';

/** Analysis modules → cue words (`analysis/CueWordList`): versioned prompt templates with `{variables}`. */
export function CueWordListPage() {
  const { t, i18n } = useTranslation('analysis');
  const { excluded } = usePermission();
  // A type-1 button (show/hide): the authPre helper of spec §6 says which codes this user lacks.
  const canEdit = !excluded(CUE_WORD_EDIT_PREFIX).includes('edit');
  const [target, setTarget] = useState<AnalysisCueWord | 'new' | null>(null);
  const [previewing, setPreviewing] = useState<AnalysisCueWord | null>(null);
  const chapters = useChapters();
  const zh = !i18n.language.startsWith('en');
  const chapterName = (code: string | null) => {
    if (!code) return t('cueWord.anyChapter');
    const c = chapters.data?.find((x) => x.code === code);
    return c ? (zh ? c.nameZh : c.nameEn) : code;
  };

  const columns: ColumnsType<AnalysisCueWord> = [
    { title: t('cueWord.name'), dataIndex: 'name', sorter: true, width: 200 },
    {
      title: t('cueWord.chapter'),
      dataIndex: 'chapterCode',
      sorter: true,
      width: 180,
      render: (code: string | null) => chapterName(code),
    },
    {
      title: t('cueWord.lang'),
      dataIndex: 'lang',
      width: 90,
      render: (lang: AnalysisCueWord['lang']) => t(`cueWord.langs.${lang}`),
    },
    {
      title: t('cueWord.variables'),
      dataIndex: 'variables',
      render: (variables: string[]) => (
        <Space size={[0, 4]} wrap>
          {variables.map((v) => (
            <Tag key={v}>{v}</Tag>
          ))}
        </Space>
      ),
    },
    {
      title: t('cueWord.version'),
      dataIndex: 'version',
      sorter: true,
      width: 90,
      render: (version: number) => t('cueWord.versionValue', { version }),
    },
    { title: t('common.updateTime'), dataIndex: 'updateTime', sorter: true, width: 170 },
  ];

  const list = useListPage<AnalysisCueWord>({
    url: {
      list: analysisCueWordList,
      ...(canEdit ? { delete: analysisCueWordDelete, deleteBatch: analysisCueWordDeleteBatch } : {}),
    },
    queryKey: [...cueWordsKey, 'admin'],
    fields: fieldsOf(columns),
    defaultSorters: [{ field: 'name', order: 'asc' }],
  });

  return (
    <>
      <ListPage
        list={list}
        columns={columns}
        searchOperators={{ name: 'contains', template: 'contains' }}
        searchFields={
          <>
            <Form.Item name="name" label={t('cueWord.name')}>
              <Input allowClear style={{ width: 180 }} />
            </Form.Item>
            <Form.Item name="chapterCode" label={t('cueWord.chapter')}>
              <Select
                allowClear
                style={{ width: 200 }}
                options={(chapters.data ?? []).map((c) => ({ value: c.code, label: zh ? c.nameZh : c.nameEn }))}
              />
            </Form.Item>
            <Form.Item name="template" label={t('cueWord.template')}>
              <Input allowClear />
            </Form.Item>
          </>
        }
        superQueryFields={[
          { field: 'name', title: t('cueWord.name'), type: 'string' },
          { field: 'chapterCode', title: t('cueWord.chapter'), type: 'string' },
          { field: 'lang', title: t('cueWord.lang'), type: 'string' },
          { field: 'template', title: t('cueWord.template'), type: 'string' },
          { field: 'version', title: t('cueWord.version'), type: 'int' },
        ]}
        onAdd={canEdit ? () => setTarget('new') : undefined}
        rowActions={(row) => (
          <>
            <Button type="link" size="small" onClick={() => setPreviewing(row)}>
              {t('common.preview')}
            </Button>
            {canEdit && (
              <Button type="link" size="small" onClick={() => setTarget(row)}>
                {t('common.edit')}
              </Button>
            )}
          </>
        )}
        actionColumnWidth={200}
        expandable={{
          expandedRowRender: (row) => <p style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{row.template}</p>,
        }}
        scroll={{ x: 1100 }}
      />
      <CueWordFormModal target={target} onClose={() => setTarget(null)} />
      <CueWordPreviewModal target={previewing} onClose={() => setPreviewing(null)} />
    </>
  );
}

export default CueWordListPage;
