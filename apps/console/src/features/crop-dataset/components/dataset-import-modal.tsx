import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, Progress, Segmented, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cropDatasetImportIndicators,
  cropDatasetImportProduction,
  cropDatasetImportTemplate,
  cropDatasetImportYieldHistory,
  type ImportErrorResult,
  type ImportExcelResponse,
} from '@cropwatch/contract';
import { staticFileUrl } from '../../../components/import-excel/import-excel-modal';
import { feedback } from '../../../lib/feedback';
import { downloadFile, uploadAction } from '../../../lib/http';

const DATASET_FILE = /\.(csv|xlsx)$/i;

/** The kinds a file can be imported as, each with its endpoint (one pipeline on the server, a layout per kind). */
const IMPORTS = {
  'yield-history': cropDatasetImportYieldHistory.path,
  indicators: cropDatasetImportIndicators.path,
  production: cropDatasetImportProduction.path,
} as const;
type ImportKind = keyof typeof IMPORTS;

const isErrorResult = (v: unknown): v is ImportErrorResult =>
  typeof v === 'object' && v !== null && typeof (v as { fileUrl?: unknown }).fileUrl === 'string';

export interface DatasetImportModalProps {
  open: boolean;
  onClose: () => void;
  onImported: () => void;
}

/**
 * Dataset import (issue #35): yield history (FAO layout), indicator tables or production estimates; one .csv (UTF-8,
 * UTF-8 with BOM or GB18030) or .xlsx file, an optional name and licence, the kind's two templates; a refused file
 * shows the error file of every bad row.
 */
export function DatasetImportModal({ open, onClose, onImported }: DatasetImportModalProps) {
  const { t } = useTranslation('cropDataset');
  const [kind, setKind] = useState<ImportKind>('yield-history');
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [licence, setLicence] = useState('');
  const [uploading, setUploading] = useState(false);
  const [percent, setPercent] = useState(0);

  const close = () => {
    setFile(null);
    setName('');
    setLicence('');
    setPercent(0);
    onClose();
  };

  const refused = (message: string, result: ImportErrorResult) =>
    feedback.modal.error({
      title: t('import.refused'),
      content: (
        <div>
          <div>{message}</div>
          <div>{result.msg}</div>
          <a href={staticFileUrl(result.fileUrl)} target="_blank" rel="noreferrer" download={result.fileName}>
            {t('import.errorFile')}
          </a>
        </div>
      ),
    });

  const start = async () => {
    if (!file) return;
    const form = new FormData();
    form.append('file', file, file.name);
    if (name.trim()) form.append('name', name.trim());
    if (licence.trim()) form.append('licence', licence.trim());
    setUploading(true);
    setPercent(0);
    let res: ImportExcelResponse;
    try {
      res = await uploadAction<ImportExcelResponse['result']>(IMPORTS[kind], form, setPercent);
    } catch {
      feedback.message.error(t('import.uploadFailed'));
      return;
    } finally {
      setUploading(false);
    }
    if (!res.success) {
      feedback.message.error(res.message);
      return;
    }
    if (res.code === 201 && isErrorResult(res.result)) {
      refused(res.message, res.result);
      return;
    }
    feedback.message.success(res.message);
    close();
    onImported();
  };

  const template = (format: 'csv' | 'xlsx') =>
    void downloadFile(cropDatasetImportTemplate.path, `${kind}-template.${format}`, { kind, format });

  return (
    <Modal
      open={open}
      title={t(`import.titles.${kind}`)}
      onCancel={close}
      footer={[
        <Button key="close" onClick={close}>
          {t('import.close')}
        </Button>,
        <Button key="start" type="primary" disabled={!file} loading={uploading} onClick={() => void start()}>
          {t('import.start')}
        </Button>,
      ]}
    >
      <Segmented<ImportKind>
        aria-label={t('import.kindLabel')}
        value={kind}
        onChange={setKind}
        style={{ marginBottom: 12 }}
        options={(Object.keys(IMPORTS) as ImportKind[]).map((k) => ({ value: k, label: t(`kind.${k}`) }))}
      />
      <p>{t(`import.layouts.${kind}`)}</p>
      <Space style={{ marginBottom: 16 }}>
        <Button icon={<DownloadOutlined />} onClick={() => template('xlsx')}>
          {t('import.templateXlsx')}
        </Button>
        <Button icon={<DownloadOutlined />} onClick={() => template('csv')}>
          {t('import.templateCsv')}
        </Button>
      </Space>
      <Form layout="vertical">
        <Form.Item label={t('fields.name')} htmlFor="crop-dataset-import-name">
          <Input
            id="crop-dataset-import-name"
            value={name}
            maxLength={200}
            placeholder={t('import.namePlaceholder')}
            onChange={(e) => setName(e.target.value)}
          />
        </Form.Item>
        <Form.Item label={t('fields.licence')} htmlFor="crop-dataset-import-licence">
          <Input
            id="crop-dataset-import-licence"
            value={licence}
            maxLength={200}
            onChange={(e) => setLicence(e.target.value)}
          />
        </Form.Item>
      </Form>
      <Upload
        accept=".csv,.xlsx"
        maxCount={1}
        fileList={file ? [{ uid: 'file', name: file.name, status: 'done' }] : []}
        beforeUpload={(f) => {
          if (!DATASET_FILE.test(f.name)) {
            feedback.message.warning(t('import.csvOrXlsx'));
            return Upload.LIST_IGNORE;
          }
          setFile(f);
          return false;
        }}
        onRemove={() => setFile(null)}
      >
        <Button icon={<UploadOutlined />}>{t('import.choose')}</Button>
      </Upload>
      {uploading && <Progress percent={percent} size="small" />}
    </Modal>
  );
}
