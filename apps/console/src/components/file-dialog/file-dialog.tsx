import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Modal, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { commonUpload } from '@cropwatch/contract';
import { feedback } from '../../lib/feedback';
import { downloadFile, failureMessage, unwrap, uploadAction } from '../../lib/http';
import { staticPath } from '../../lib/static-url';

/** A stored file: its name and the path below the upload root (or an absolute URL). */
export interface StoredFile {
  name: string;
  url: string;
}

export interface FileDialogProps {
  open: boolean;
  title?: string;
  /** Files already in the field. */
  value?: StoredFile[];
  /** Stores a file; `/sys/common/upload` (biz `temp`) by default. */
  upload?: (file: File) => Promise<StoredFile>;
  /** `accept` of the file input, e.g. `.xlsx,.xls,.csv`. */
  accept?: string;
  /** A file the field cannot take is refused before the upload with `refusal` (spec §5). */
  allows?: (file: File) => boolean;
  refusal?: string;
  /** At most this many files (a single-file field: 1, a new upload replaces the listed one). */
  maxCount?: number;
  onOk: (files: StoredFile[]) => void;
  onCancel: () => void;
}

/** `/sys/common/upload` as JeecgBoot's JUpload uses it: the stored path comes back in `message`. */
export async function commonUploadFile(file: File, biz = 'temp'): Promise<StoredFile> {
  const form = new FormData();
  form.append('file', file);
  form.append('biz', biz);
  const res = await uploadAction<unknown>(commonUpload.path, form);
  unwrap(res);
  return { name: file.name, url: res.message };
}

/** A finished upload carries the stored path in its response. */
const withStoredUrl = (f: UploadFile): UploadFile =>
  f.status === 'done' && !f.url && f.response ? { ...f, url: (f.response as StoredFile).url } : f;
const toUploadFile = (f: StoredFile, i: number): UploadFile => ({
  uid: `stored-${i}-${f.url}`,
  name: f.name,
  status: 'done',
  url: f.url,
});

/** File dialog (width 520): the field's files with upload, remove and download; OK hands back what is listed. */
export function FileDialog({
  open,
  title,
  value = [],
  upload = commonUploadFile,
  accept,
  allows,
  refusal,
  maxCount,
  onOk,
  onCancel,
}: FileDialogProps) {
  const { t } = useTranslation('files');
  const [files, setFiles] = useState<UploadFile[]>(() => value.map(toUploadFile));

  const ok = () => {
    const done = files.filter((f) => f.status === 'done' && f.url).map((f) => ({ name: f.name, url: f.url! }));
    if (done.length === 0) {
      feedback.message.warning(t('noFile'));
      return;
    }
    onOk(done);
  };

  return (
    <Modal
      open={open}
      title={title ?? t('fileTitle')}
      width={520}
      onOk={ok}
      onCancel={onCancel}
      // reset after closing, never while open (an upload may finish during the opening animation)
      afterClose={() => setFiles(value.map(toUploadFile))}
      destroyOnHidden
    >
      <Upload
        fileList={files}
        accept={accept}
        maxCount={maxCount}
        beforeUpload={(file) => {
          if (allows && !allows(file)) {
            feedback.message.warning(refusal ?? t('uploadFailed'));
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        onChange={({ fileList }) => setFiles(fileList.map(withStoredUrl))}
        showUploadList={{ showDownloadIcon: true, downloadIcon: <DownloadOutlined aria-label={t('download')} /> }}
        onDownload={(f) => f.url && void downloadFile(/^https?:/i.test(f.url) ? f.url : staticPath(f.url), f.name)}
        customRequest={({ file, onSuccess, onError }) => {
          upload(file as File).then(
            (stored) => onSuccess?.(stored),
            (e: unknown) => {
              feedback.message.warning(failureMessage(e) || t('uploadFailed'));
              onError?.(e as Error);
            },
          );
        }}
      >
        <Button icon={<UploadOutlined />}>{t('chooseFile')}</Button>
      </Upload>
    </Modal>
  );
}
