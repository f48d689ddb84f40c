import { LoadingOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { failureMessage } from '../../../lib/http';
import { uploadItemFile } from '../api/item-inputs';

export interface UploadPathFieldProps {
  /** Stored path as `/sys/common/upload` answered it. */
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** `accept` of the file input, e.g. `.xlsx,.xls,.csv` or `image/*`. */
  accept: string;
  /** Spec §5: a file the field cannot take is refused before the upload with this check and message. */
  allows: (file: File) => boolean;
  refusal: string;
  id?: string;
}

/** The file's lower-case extension with its dot (`.xlsx`), empty without one. */
export const extensionOf = (name: string): string => /\.[^.]+$/.exec(name.toLowerCase())?.[0] ?? '';

export const isWorkbook = (file: File): boolean => ['.xlsx', '.xls', '.csv'].includes(extensionOf(file.name));
export const isImage = (file: File): boolean => file.type.startsWith('image/');

/** One file stored through `/sys/common/upload`; the form keeps its path. */
export function UploadPathField({ value, onChange, accept, allows, refusal, id }: UploadPathFieldProps) {
  const { t } = useTranslation('analysis');
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File) => {
    setUploading(true);
    try {
      onChange?.(await uploadItemFile(file));
    } catch (error) {
      feedback.message.error(failureMessage(error) ?? t('analyze.item.uploadFailed'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Space wrap>
      <Upload
        id={id}
        accept={accept}
        showUploadList={false}
        disabled={uploading}
        beforeUpload={(file) => {
          if (!allows(file)) {
            feedback.message.warning(refusal);
            return Upload.LIST_IGNORE;
          }
          void upload(file);
          // Through the app's http layer (token, signature), not antd's XHR.
          return false;
        }}
      >
        <Button icon={uploading ? <LoadingOutlined /> : <UploadOutlined />}>{t('analyze.item.chooseFile')}</Button>
      </Upload>
      {value && (
        <Typography.Text data-testid="uploaded-path">
          <PaperClipOutlined /> {value}
        </Typography.Text>
      )}
      {value && (
        <Button type="link" size="small" onClick={() => onChange?.(null)}>
          {t('analyze.item.removeFile')}
        </Button>
      )}
    </Space>
  );
}
