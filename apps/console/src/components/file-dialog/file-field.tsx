import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDialog, type StoredFile } from './file-dialog';

export interface FileFieldProps {
  /** Stored paths joined by commas, as JeecgBoot's JUpload keeps them (one path for a single-file field). */
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** Stores a file and answers its stored path. */
  upload: (file: File) => Promise<string>;
  accept?: string;
  allows?: (file: File) => boolean;
  refusal?: string;
  /** One file (the default) or several. */
  multiple?: boolean;
  id?: string;
}

/** The file name of a stored path (`analysis/yield_1700000000000.xlsx` → `yield_1700000000000.xlsx`). */
export const storedName = (path: string): string => path.split('/').pop() ?? path;

export const splitPaths = (value: string | null | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);

/** A form field of type file: the stored files listed, edited in the shared file dialog (upload, remove, download). */
export function FileField({ value, onChange, upload, accept, allows, refusal, multiple = false, id }: FileFieldProps) {
  const { t } = useTranslation('files');
  const [open, setOpen] = useState(false);
  const paths = splitPaths(value);
  const stored: StoredFile[] = paths.map((url) => ({ name: storedName(url), url }));
  return (
    // The field's id on the group, not on the button: a label `for` the button would replace the button's own name.
    <Space id={id} wrap>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        {t('fileField')}
      </Button>
      {paths.map((path) => (
        <Typography.Text key={path} data-testid="uploaded-path">
          <PaperClipOutlined /> {path}
        </Typography.Text>
      ))}
      {paths.length > 0 && (
        <Button type="link" size="small" onClick={() => onChange?.(null)}>
          {t('removeFile')}
        </Button>
      )}
      {open && (
        <FileDialog
          open
          value={stored}
          accept={accept}
          allows={allows}
          refusal={refusal}
          maxCount={multiple ? undefined : 1}
          upload={async (file) => ({ name: file.name, url: await upload(file) })}
          onCancel={() => setOpen(false)}
          onOk={(files) => {
            onChange?.(files.map((f) => f.url).join(','));
            setOpen(false);
          }}
        />
      )}
    </Space>
  );
}
