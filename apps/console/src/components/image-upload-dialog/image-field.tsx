import { PictureOutlined } from '@ant-design/icons';
import { Button, Image, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staticFileUrl } from '../import-excel/import-excel-modal';
import { ImageUploadDialog } from './image-upload-dialog';

export interface ImageFieldProps {
  /** The stored path (`user/a_1.png`) or an absolute http(s) URL. */
  value?: string | null;
  onChange?: (value: string) => void;
  /** Stores a local file and answers its stored path (`/sys/common/upload`'s `message`). */
  upload: (file: File) => Promise<string>;
  /** Label of the button opening the dialog; 上传图片 / Upload image by default. */
  label?: string;
  disabled?: boolean;
  /** Offer the 网络地址 tab (default); `false` where the server needs an uploaded file. */
  allowUrl?: boolean;
  id?: string;
}

/**
 * A form field holding one image: a thumbnail, and the shared 图片上传 dialog (本地上传 or 网络地址) to choose it.
 * The value is what the server keeps: the stored path of an upload, or the typed address.
 */
export function ImageField({ value, onChange, upload, label, disabled, allowUrl = true, id }: ImageFieldProps) {
  const { t } = useTranslation('files');
  const [open, setOpen] = useState(false);
  return (
    // The field's id on the group, not on the button: a label `for` the button would replace the button's own name.
    <Space id={id} align="start" wrap>
      {value && (
        <Image src={staticFileUrl(value)} width={96} height={96} style={{ objectFit: 'cover' }} alt={t('image')} />
      )}
      <Button icon={<PictureOutlined />} disabled={disabled} onClick={() => setOpen(true)}>
        {label ?? t('uploadImage')}
      </Button>
      {value && !disabled && (
        <Button type="link" size="small" onClick={() => onChange?.('')}>
          {t('removeImage')}
        </Button>
      )}
      <ImageUploadDialog
        open={open}
        upload={upload}
        displayUrl={staticFileUrl}
        withRemark={false}
        allowUrl={allowUrl}
        onCancel={() => setOpen(false)}
        onOk={(picked) => {
          onChange?.(picked.url);
          setOpen(false);
        }}
      />
    </Space>
  );
}
