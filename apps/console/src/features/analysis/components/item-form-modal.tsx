import { Form, Image, Input, InputNumber, Radio, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalysisItem, AnalysisMain } from '@cropwatch/contract';
import { FileField } from '../../../components/file-dialog/file-field';
import { FormModal } from '../../../components/form-modal/form-modal';
import { ImageField } from '../../../components/image-upload-dialog/image-field';
import { useRecentAnalyses } from '../api/analyses';
import { useImages } from '../api/image-list';
import { uploadItemFile } from '../api/item-inputs';
import { type SaveItemBody, useSaveItem } from '../api/items';
import { useChapters } from '../api/list-chapters';
import { useCueWords } from '../api/list-cue-words';
import { usePartitions } from '../api/partitions';
import { usePartitionZones } from '../api/zones';
import { imageUrl } from './image-url';
import { isWorkbook } from './item-file-checks';

export interface ItemFormModalProps {
  /** `null`: closed; `'new'`: add; a row: edit it. */
  target: AnalysisItem | 'new' | null;
  onClose: () => void;
  /** The workspace fixes the analysis (and may preset the chapter). */
  analysis?: AnalysisMain;
  chapterCode?: string;
}

type ItemFormValues = Omit<SaveItemBody, 'id'>;
type ImageSource = 'upload' | 'generated';

/**
 * Add or edit an item: chapter, partition, zone (of the partition), a cue word that fills the prompt, background
 * knowledge and the input (a data table from the indicator tables or a workbook, or an image uploaded or generated).
 * The checks of spec §5 run here with the server's words, and the server's refusals are shown as they come.
 */
export function ItemFormModal({ target, onClose, analysis, chapterCode }: ItemFormModalProps) {
  const { t, i18n } = useTranslation('analysis');
  const [form] = Form.useForm<ItemFormValues>();
  const save = useSaveItem();
  const editing = target !== null && target !== 'new' ? target : null;
  const open = target !== null;
  const zh = !i18n.language.startsWith('en');
  const name = (row: { nameZh: string; nameEn: string }) => (zh ? row.nameZh : row.nameEn);

  const analyses = useRecentAnalyses();
  const chapters = useChapters();
  const partitions = usePartitions();
  const cueWords = useCueWords(open);
  const analysisId = Form.useWatch('analysisId', form);
  const chapter = Form.useWatch('chapterCode', form);
  const partitionId = Form.useWatch('partitionId', form);
  const fileType = Form.useWatch('fileType', form);
  const tableSource = Form.useWatch('tableSource', form);
  const imagePath = Form.useWatch('imagePath', form);
  const zones = usePartitionZones(partitionId);
  const [imageSource, setImageSource] = useState<ImageSource>(
    editing?.imagePath?.startsWith('analysis/images/') ? 'generated' : 'upload',
  );
  // The latest generated charts and maps (newest first); the picker only needs a recent page.
  const images = useImages({ pageNo: 1, pageSize: 100 });

  const lang = (analysis ?? analyses.data?.find((a) => a.id === analysisId))?.lang;
  // A cue word fits when it is for any chapter or this one, and in the bulletin's language.
  const fittingCueWords = (cueWords.data ?? []).filter(
    (w) => (!w.chapterCode || w.chapterCode === chapter) && (!lang || w.lang === lang),
  );

  const onSave = async (fields: ItemFormValues) => {
    const body: ItemFormValues = {
      ...fields,
      // Only the input the chosen file type uses travels; the others are cleared on the server too.
      tableSource: fields.fileType === 'table' ? fields.tableSource : null,
      tableFile: fields.fileType === 'table' && fields.tableSource === 'upload' ? fields.tableFile : null,
      imagePath: fields.fileType === 'image' ? fields.imagePath : null,
    };
    await save.mutateAsync({ ...body, ...(editing ? { id: editing.id } : {}) });
    return t(editing ? 'saved.edit' : 'saved.add');
  };

  const initialValues: Partial<ItemFormValues> = editing ?? {
    analysisId: analysis?.id,
    chapterCode,
    partitionId: partitions.data?.find((p) => chapterCode && p.chapterCode === chapterCode)?.id,
    fileType: 'table',
    tableSource: 'indicators',
    sortNo: 0,
  };

  return (
    <FormModal<ItemFormValues>
      open={open}
      title={t(editing ? 'analyze.item.editTitle' : 'analyze.item.addTitle')}
      name="analysis-item"
      form={form}
      width={780}
      initialValues={initialValues}
      saving={save.isPending}
      onSave={onSave}
      onClose={onClose}
    >
      <Form.Item
        name="analysisId"
        label={t('analyze.item.analysis')}
        rules={[{ required: true, message: t('analyze.item.analysisRequired') }]}
      >
        <Select
          showSearch
          optionFilterProp="label"
          disabled={Boolean(analysis) || Boolean(editing)}
          loading={analyses.isLoading}
          options={(analysis ? [analysis] : (analyses.data ?? [])).map((a) => ({ value: a.id, label: a.title }))}
        />
      </Form.Item>
      <Space size="large" wrap style={{ width: '100%' }} align="start">
        <Form.Item
          name="chapterCode"
          label={t('analyze.item.chapter')}
          rules={[{ required: true, message: t('analyze.item.chapterRequired') }]}
        >
          <Select
            style={{ width: 320 }}
            loading={chapters.isLoading}
            onChange={(code: string) => {
              // The partition that usually serves this chapter, unless one is chosen already.
              if (!form.getFieldValue('partitionId')) {
                const match = partitions.data?.find((p) => p.chapterCode === code);
                if (match) form.setFieldsValue({ partitionId: match.id });
              }
            }}
            options={(chapters.data ?? []).map((c) => ({
              value: c.code,
              label: `${c.number ? `${c.number} ` : ''}${name(c)}`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="partitionId"
          label={t('analyze.item.partition')}
          rules={[{ required: true, message: t('analyze.item.partitionRequired') }]}
        >
          <Select
            style={{ width: 220 }}
            loading={partitions.isLoading}
            onChange={() => form.setFieldsValue({ zoneId: undefined })}
            options={(partitions.data ?? []).map((p) => ({ value: p.id, label: name(p) }))}
          />
        </Form.Item>
        <Form.Item
          name="zoneId"
          label={t('analyze.item.zone')}
          rules={[{ required: true, message: t('analyze.item.zoneRequired') }]}
        >
          <Select
            showSearch
            optionFilterProp="label"
            style={{ width: 220 }}
            disabled={!partitionId}
            loading={zones.isLoading}
            placeholder={partitionId ? undefined : t('analyze.item.partitionFirst')}
            options={(zones.data ?? []).map((z) => ({
              value: z.id,
              label: `${name(z)} (${z.code})${z.hasData ? '' : ` · ${t('aezs.zone.noData')}`}`,
            }))}
          />
        </Form.Item>
      </Space>
      <Form.Item name="cueWordId" label={t('analyze.item.cueWord')} extra={t('analyze.item.cueWordHint')}>
        <Select
          allowClear
          loading={cueWords.isLoading}
          notFoundContent={t('analyze.item.noCueWord')}
          onChange={(id?: string) => {
            const word = cueWords.data?.find((w) => w.id === id);
            if (word) form.setFieldsValue({ prompt: word.template });
          }}
          options={fittingCueWords.map((w) => ({ value: w.id, label: `${w.name} · v${w.version}` }))}
        />
      </Form.Item>
      <Form.Item
        name="prompt"
        label={t('analyze.item.prompt')}
        rules={[{ required: true, whitespace: true, message: t('analyze.item.promptRequired') }, { max: 20000 }]}
      >
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} />
      </Form.Item>
      <Form.Item name="backgroundKnowledge" label={t('analyze.item.background')} rules={[{ max: 20000 }]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} />
      </Form.Item>
      <Form.Item
        name="fileType"
        label={t('analyze.item.fileType')}
        rules={[{ required: true, message: t('analyze.item.fileTypeRequired') }]}
      >
        <Radio.Group
          options={(['table', 'image'] as const).map((v) => ({ value: v, label: t(`analyze.fileTypes.${v}`) }))}
        />
      </Form.Item>
      {fileType === 'table' && (
        <Form.Item
          name="tableSource"
          label={t('analyze.item.tableSource')}
          rules={[{ required: true, message: t('analyze.item.tableRequired') }]}
        >
          <Radio.Group
            options={(['indicators', 'upload'] as const).map((v) => ({
              value: v,
              label: t(`analyze.tableSources.${v}`),
            }))}
          />
        </Form.Item>
      )}
      {fileType === 'table' && tableSource === 'upload' && (
        <Form.Item
          name="tableFile"
          label={t('analyze.item.tableFile')}
          extra={t('analyze.item.tableFileHint')}
          rules={[{ required: true, message: t('analyze.item.tableFileRequired') }]}
        >
          <FileField
            upload={uploadItemFile}
            accept=".xlsx,.xls,.csv"
            allows={isWorkbook}
            refusal={t('analyze.item.workbookOnly')}
          />
        </Form.Item>
      )}
      {fileType === 'image' && (
        <>
          <Radio.Group
            style={{ marginBottom: 12 }}
            value={imageSource}
            onChange={(e) => {
              setImageSource(e.target.value as ImageSource);
              form.setFieldsValue({ imagePath: null });
            }}
            options={(['upload', 'generated'] as const).map((v) => ({
              value: v,
              label: t(`analyze.imageSources.${v}`),
            }))}
          />
          <Form.Item
            name="imagePath"
            label={t('analyze.item.image')}
            rules={[{ required: true, message: t('analyze.item.imageRequired') }]}
          >
            {imageSource === 'upload' ? (
              <ImageField upload={uploadItemFile} allowUrl={false} />
            ) : (
              <Select
                showSearch
                optionFilterProp="label"
                loading={images.isLoading}
                notFoundContent={t('analyze.item.noImages')}
                options={(images.data?.records ?? []).map((img) => ({
                  value: img.path,
                  label: `${img.title} (${img.createTime ?? ''})`,
                }))}
              />
            )}
          </Form.Item>
          {imagePath && (
            <Image
              src={imageUrl(imagePath)}
              alt={t('analyze.item.image')}
              width={320}
              style={{ marginBottom: 16, border: '1px solid #f0f0f0' }}
            />
          )}
        </>
      )}
      <Form.Item name="sortNo" label={t('analyze.item.sortNo')}>
        <InputNumber min={0} max={100000} precision={0} />
      </Form.Item>
      {editing && editing.status !== 'NOT_GENERATED' && (
        <Typography.Paragraph type="secondary">
          <Tag>{t(`analyze.itemStatus.${editing.status}`)}</Tag>
          {t('analyze.item.keepsText')}
        </Typography.Paragraph>
      )}
    </FormModal>
  );
}
