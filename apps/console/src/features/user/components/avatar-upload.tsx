import { LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Image, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staticFileUrl } from '../../../components/import-excel/import-excel-modal';
import { feedback } from '../../../lib/feedback';
import { failureMessage } from '../../../lib/http';
import { uploadAvatar } from '../api/upload-avatar';

export interface AvatarUploadProps {
  /** Stored path (`user/a_1.png`) or an absolute URL, as `sys_user.avatar` holds it. */
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
  id?: string;
}

/** Spec §5: only files whose type names an image. */
export const isImageFile = (file: { type?: string }): boolean => Boolean(file.type?.includes('image'));

/** The display URL of a stored avatar path (contract §8.1 `getFileAccessHttpUrl`). */
export const avatarUrl = (path: string): string => staticFileUrl(path);

/** One picture-card image: uploads through `/sys/common/upload` and keeps the stored path as the value. */
export function AvatarUpload({ value, onChange, disabled, id }: AvatarUploadProps) {
  const { t } = useTranslation('user');
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File) => {
    setUploading(true);
    try {
      onChange?.(await uploadAvatar(file));
    } catch (error) {
      feedback.message.error(failureMessage(error) ?? t('avatar.uploadFailed'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Space align="start">
      {value && <Image src={avatarUrl(value)} width={96} height={96} style={{ objectFit: 'cover' }} alt="" />}
      <Upload
        id={id}
        accept="image/*"
        listType="picture-card"
        showUploadList={false}
        disabled={disabled || uploading}
        beforeUpload={(file) => {
          if (!isImageFile(file)) {
            feedback.message.warning(t('avatar.imageOnly'));
            return Upload.LIST_IGNORE;
          }
          void upload(file);
          // The upload runs through the app's http layer (token, signature), not antd's XHR.
          return false;
        }}
      >
        <div aria-label={t('actions.uploadAvatar')}>
          {uploading ? <LoadingOutlined /> : <PlusOutlined />}
          <div style={{ marginTop: 8 }}>{t('actions.uploadAvatar')}</div>
        </div>
      </Upload>
      {value && !disabled && (
        <Button type="link" size="small" onClick={() => onChange?.('')}>
          {t('actions.removeAvatar')}
        </Button>
      )}
    </Space>
  );
}
