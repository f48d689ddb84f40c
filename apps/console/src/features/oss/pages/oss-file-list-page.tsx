import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Image, Input, Modal } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ossFileDelete, ossFileList, type SysOssFile } from '@cropwatch/contract';
import { useButtons } from '../../../components/authorized/use-buttons';
import { FileDialog } from '../../../components/file-dialog/file-dialog';
import { fieldsOf, ListPage } from '../../../components/list-page/list-page';
import { useListPage } from '../../../components/list-page/use-list-page';
import { editorImageUrl } from '../../../components/rich-text-editor/upload-editor-image';
import { downloadFile, http } from '../../../lib/http';
import { staticPath } from '../../../lib/static-url';
import { ossFileListKey, uploadOssFile } from '../api/oss-file-api';

const IMAGE = /\.(png|jpe?g|gif|webp|bmp)$/i;
const PDF = /\.pdf$/i;
/** Prefix of the page's button rules (`oss:file:upload|delete`). */
const OSS_BUTTONS = 'oss:file:';

/** A PDF shown from a blob of the right type (the server sends every non-image as a download). */
function PdfPreview({ file, onClose }: { file: SysOssFile; onClose: () => void }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let href: string | null = null;
    void http.get<Blob>(staticPath(file.url), { responseType: 'blob' }).then((res) => {
      href = URL.createObjectURL(new Blob([res.data], { type: 'application/pdf' }));
      setSrc(href);
    });
    return () => {
      if (href) URL.revokeObjectURL(href);
    };
  }, [file.url]);
  return (
    <Modal open title={file.fileName} width={900} footer={null} onCancel={onClose}>
      {src && <iframe title={file.fileName} src={src} style={{ width: '100%', height: '70vh', border: 0 }} />}
    </Modal>
  );
}

/** OSS文件 (`modules/oss/OSSFileList`): uploaded files with preview (images, PDFs), download and delete. */
export default function OssFileListPage() {
  const { t } = useTranslation('files');
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const [imagePreview, setImagePreview] = useState<string | null>(null);
  const [pdf, setPdf] = useState<SysOssFile | null>(null);
  const columns: ColumnsType<SysOssFile> = useMemo(
    () => [
      { title: t('fileName'), dataIndex: 'fileName', sorter: true },
      { title: t('url'), dataIndex: 'url', ellipsis: true },
      { title: t('createTime'), dataIndex: 'createTime', width: 180, sorter: true },
    ],
    [t],
  );
  const can = useButtons(OSS_BUTTONS);
  const list = useListPage<SysOssFile>({
    url: { list: ossFileList, delete: ossFileDelete },
    queryKey: ossFileListKey,
    authPre: OSS_BUTTONS,
    fields: fieldsOf(columns),
  });
  return (
    <>
      <ListPage<SysOssFile>
        list={list}
        columns={columns}
        selectable={false}
        searchOperators={{ fileName: 'contains' }}
        searchFields={
          <Form.Item name="fileName" label={t('fileName')}>
            <Input allowClear aria-label={t('fileName')} />
          </Form.Item>
        }
        toolbarExtra={
          can('upload') && (
            <Button type="primary" onClick={() => setUploading(true)}>
              {t('upload')}
            </Button>
          )
        }
        actionColumnWidth={200}
        rowActions={(row) => (
          <>
            {(IMAGE.test(row.fileName) || PDF.test(row.fileName)) && (
              <Button
                type="link"
                size="small"
                onClick={() => (IMAGE.test(row.fileName) ? setImagePreview(editorImageUrl(row.url)) : setPdf(row))}
              >
                {t('preview')}
              </Button>
            )}
            <Button type="link" size="small" onClick={() => void downloadFile(staticPath(row.url), row.fileName)}>
              {t('download')}
            </Button>
          </>
        )}
      />
      <FileDialog
        open={uploading}
        upload={uploadOssFile}
        onCancel={() => setUploading(false)}
        onOk={() => {
          setUploading(false);
          void queryClient.invalidateQueries({ queryKey: ossFileListKey });
        }}
      />
      <Image
        style={{ display: 'none' }}
        src={imagePreview ?? undefined}
        preview={{
          open: imagePreview !== null,
          src: imagePreview ?? undefined,
          onOpenChange: (v) => !v && setImagePreview(null),
        }}
      />
      {pdf && <PdfPreview file={pdf} onClose={() => setPdf(null)} />}
    </>
  );
}
