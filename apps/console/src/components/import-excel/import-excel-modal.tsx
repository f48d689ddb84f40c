import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Button, Modal, Progress, Typography, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportErrorResult, ImportExcelResponse } from '@cropwatch/contract';
import { runtimeConfig } from '../../lib/config';
import { feedback } from '../../lib/feedback';
import { uploadAction } from '../../lib/http';

export interface ImportExcelOptions {
  isSingleTableImport?: boolean;
  foreignKeys?: string;
  /** Sent as `validateStatus` (0/1). */
  validateStatus?: 0 | 1;
  /**
   * The page's template: a download of a workbook with the columns the import reads (the list's export, whose
   * columns are the import's, or a file of its own). Without it the dialog offers none.
   */
  template?: { label?: string; download: () => Promise<void> | void };
}

export interface ImportExcelModalProps extends ImportExcelOptions {
  open: boolean;
  /** The configured import URL (`…/importExcel`). */
  url: string;
  onClose: () => void;
  /** After a successful import (also a partial one): the list reloads. */
  onSuccess?: () => void;
}

const EXCEL_NAME = /\.(xls|xlsx)$/i;
export const isExcelFile = (name: string): boolean => EXCEL_NAME.test(name);

/** A server path of the error file → a link: absolute URLs as they are, else under the API base (contract §8.1). */
export function staticFileUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const base = runtimeConfig.apiBaseUrl.replace(/\/$/, '');
  return path.startsWith('/') ? `${base}${path}` : `${base}/sys/common/static/${path}`;
}

const isErrorResult = (v: unknown): v is ImportErrorResult =>
  typeof v === 'object' && v !== null && typeof (v as { fileUrl?: unknown }).fileUrl === 'string';

/** `导入EXCEL` (Vue2 `JImportModal`): several .xls/.xlsx files, one multipart request of `file` parts. */
export function ImportExcelModal({
  open,
  url,
  onClose,
  onSuccess,
  isSingleTableImport,
  foreignKeys,
  validateStatus,
  template,
}: ImportExcelModalProps) {
  const { t } = useTranslation('list');
  const [files, setFiles] = useState<(UploadFile & { originFileObj: File })[]>([]);
  const [uploading, setUploading] = useState(false);
  const [percent, setPercent] = useState(0);

  const close = () => {
    setFiles([]);
    setPercent(0);
    onClose();
  };

  const partialSuccess = (message: string, result: ImportErrorResult) =>
    feedback.modal.warning({
      title: t('import.partial'),
      content: (
        <div>
          <div>{message}</div>
          {result.msg && result.msg !== message && <div>{result.msg}</div>}
          <span>
            {t('import.detail')}{' '}
            <a href={staticFileUrl(result.fileUrl)} target="_blank" rel="noreferrer" download={result.fileName}>
              {t('import.download')}
            </a>
          </span>
        </div>
      ),
    });

  const start = async () => {
    const form = new FormData();
    for (const file of files) form.append('file', file.originFileObj, file.name);
    if (isSingleTableImport !== undefined) form.append('isSingleTableImport', String(isSingleTableImport));
    if (foreignKeys) form.append('foreignKeys', foreignKeys);
    if (validateStatus !== undefined) form.append('validateStatus', String(validateStatus));
    const names = files.map((f) => f.name).join(', ');
    setUploading(true);
    setPercent(0);
    let res: ImportExcelResponse;
    try {
      res = await uploadAction<ImportExcelResponse['result']>(url, form, setPercent);
    } catch {
      feedback.message.error(t('import.uploadFailed'));
      return;
    } finally {
      setUploading(false);
    }
    if (!res.success) {
      feedback.message.error(t('import.failed', { file: names, message: res.message }));
      return;
    }
    if (res.code === 201 && isErrorResult(res.result)) partialSuccess(res.message, res.result);
    else feedback.message.success(res.message || t('import.success', { file: names }));
    close();
    onSuccess?.();
  };

  return (
    <Modal
      open={open}
      title={t('import.title')}
      onCancel={close}
      footer={[
        <Button key="close" onClick={close}>
          {t('actions.close')}
        </Button>,
        <Button
          key="start"
          type="primary"
          disabled={files.length === 0}
          loading={uploading}
          onClick={() => void start()}
        >
          {uploading ? t('import.uploading') : t('import.start')}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {t('import.formats')}
        {template && (
          <>
            {' '}
            <Button
              type="link"
              size="small"
              icon={<DownloadOutlined />}
              style={{ paddingInline: 0 }}
              onClick={() => void template.download()}
            >
              {template.label ?? t('import.template')}
            </Button>
          </>
        )}
      </Typography.Paragraph>
      {/* A drop area that is also the picker; the chosen files are listed under it before anything is sent. */}
      <Upload.Dragger
        multiple
        accept=".xls,.xlsx"
        fileList={files}
        beforeUpload={(file) => {
          if (!isExcelFile(file.name)) {
            feedback.message.warning(t('import.excelOnly'));
            return Upload.LIST_IGNORE;
          }
          setFiles((list) => [...list, { uid: file.uid, name: file.name, status: 'done', originFileObj: file }]);
          return false;
        }}
        onRemove={(file) => setFiles((list) => list.filter((f) => f.uid !== file.uid))}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('import.choose')}</p>
        <p className="ant-upload-hint">{t('import.dropHint')}</p>
      </Upload.Dragger>
      {files.length === 0 && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
          {t('import.noFiles')}
        </Typography.Text>
      )}
      {uploading && <Progress percent={percent} size="small" />}
    </Modal>
  );
}
