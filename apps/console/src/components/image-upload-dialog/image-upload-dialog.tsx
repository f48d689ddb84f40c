import { PlusOutlined } from '@ant-design/icons';
import { Form, Image, Input, Modal, Tabs, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';
import { failureMessage } from '../../lib/http';
import { uploadEditorImage } from '../rich-text-editor/upload-editor-image';

export interface PickedImage {
  /** What `upload` answered for a local file (the editor: its address; a form field: the stored path), or the URL. */
  url: string;
  remark: string;
}

export interface ImageUploadDialogProps {
  open: boolean;
  onOk: (image: PickedImage) => void;
  onCancel: () => void;
  /** Stores a local file and answers its address; the rich-text editor's upload by default. */
  upload?: (file: File) => Promise<string>;
  /** The address to preview what `upload` answered (a stored path needs `/sys/common/static/`); as is by default. */
  displayUrl?: (uploaded: string) => string;
  /** Remark fields; `false` where the image has nowhere to keep one (an avatar). */
  withRemark?: boolean;
  /** The 网络地址 tab; `false` where the server needs the file itself (it never fetches foreign addresses). */
  allowUrl?: boolean;
}

export const HTTP_URL = /^https?:\/\/[^\s"'<>]+$/i;

/** 图片上传: 本地上传 (picture card through `/sys/common/upload`) or 网络地址 (an http(s) URL, previewed), each with a remark. */
export function ImageUploadDialog({
  open,
  onOk,
  onCancel,
  upload = uploadEditorImage,
  displayUrl = (uploaded) => uploaded,
  withRemark = true,
  allowUrl = true,
}: ImageUploadDialogProps) {
  const { t } = useTranslation('files');
  const [tab, setTab] = useState<'local' | 'url'>('local');
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [localRemark, setLocalRemark] = useState('');
  const [address, setAddress] = useState('');
  const [urlRemark, setUrlRemark] = useState('');
  const validAddress = HTTP_URL.test(address.trim());

  const reset = () => {
    setTab('local');
    setFiles([]);
    setLocalRemark('');
    setAddress('');
    setUrlRemark('');
  };

  const ok = () => {
    if (tab === 'local') {
      const url = files[0]?.status === 'done' && typeof files[0].response === 'string' ? files[0].response : '';
      if (!url) {
        feedback.message.warning(t('noImage'));
        return;
      }
      onOk({ url, remark: localRemark.trim() });
    } else {
      if (!validAddress) {
        feedback.message.warning(t('urlInvalid'));
        return;
      }
      onOk({ url: address.trim(), remark: urlRemark.trim() });
    }
  };

  return (
    <Modal
      open={open}
      title={t('imageTitle')}
      width={560}
      onOk={ok}
      onCancel={onCancel}
      afterClose={reset}
      destroyOnHidden
    >
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as 'local' | 'url')}
        items={[
          {
            key: 'local',
            label: t('localTab'),
            children: (
              <Form layout="vertical">
                <Form.Item label={t('image')}>
                  <Upload
                    listType="picture-card"
                    accept="image/*"
                    maxCount={1}
                    fileList={files}
                    beforeUpload={(file) => {
                      if (!file.type.startsWith('image/')) {
                        feedback.message.warning(t('imageOnly'));
                        return Upload.LIST_IGNORE;
                      }
                      return true;
                    }}
                    onChange={({ fileList }) =>
                      setFiles(
                        fileList.map((f) =>
                          f.status === 'done' && typeof f.response === 'string'
                            ? { ...f, url: displayUrl(f.response), thumbUrl: displayUrl(f.response) }
                            : f,
                        ),
                      )
                    }
                    customRequest={({ file, onSuccess, onError }) => {
                      upload(file as File).then(
                        (url) => onSuccess?.(url),
                        (e: unknown) => {
                          feedback.message.warning(failureMessage(e) || t('uploadFailed'));
                          onError?.(e as Error);
                        },
                      );
                    }}
                  >
                    {files.length === 0 && (
                      <div>
                        <PlusOutlined />
                        <div style={{ marginTop: 8 }}>{t('upload')}</div>
                      </div>
                    )}
                  </Upload>
                </Form.Item>
                {withRemark && (
                  <Form.Item label={t('remark')}>
                    <Input
                      aria-label={t('remark')}
                      value={localRemark}
                      onChange={(e) => setLocalRemark(e.target.value)}
                      maxLength={200}
                    />
                  </Form.Item>
                )}
              </Form>
            ),
          },
          ...(allowUrl
            ? [
                {
                  key: 'url',
                  label: t('urlTab'),
                  children: (
                    <Form layout="vertical">
                      <Form.Item
                        label={t('imageUrl')}
                        validateStatus={address && !validAddress ? 'error' : undefined}
                        help={address && !validAddress ? t('urlInvalid') : undefined}
                      >
                        <Input
                          aria-label={t('imageUrl')}
                          placeholder="https://"
                          value={address}
                          onChange={(e) => setAddress(e.target.value)}
                          maxLength={1000}
                        />
                      </Form.Item>
                      {validAddress && (
                        <Image src={address.trim()} alt={t('preview')} height={120} data-testid="image-url-preview" />
                      )}
                      {withRemark && (
                        <Form.Item label={t('remark')}>
                          <Input
                            aria-label={t('remark')}
                            value={urlRemark}
                            onChange={(e) => setUrlRemark(e.target.value)}
                            maxLength={200}
                          />
                        </Form.Item>
                      )}
                    </Form>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Modal>
  );
}
