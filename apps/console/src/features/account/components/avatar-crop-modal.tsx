import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Slider, Typography, Upload } from 'antd';
import { useCallback, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, avatarFileProblem, cropToSquare } from '../lib/avatar-file';

export interface AvatarCropModalProps {
  open: boolean;
  onCancel: () => void;
  /** Receives the square PNG; the dialog stays open (confirm loading) until it settles, and shows its error. */
  onCropped: (png: Blob) => Promise<void>;
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/**
 * Pick a picture (png, jpeg, gif, webp up to 5 MB), crop it to a square with drag and zoom, answer a 256 px PNG.
 * Independent of where the result goes, so it can later sit on the shared image-upload dialog.
 */
export function AvatarCropModal({ open, onCancel, onCropped }: AvatarCropModalProps) {
  const { t } = useTranslation('account');
  const [src, setSrc] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const onCropComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);

  const pick = async (file: File) => {
    const reason = avatarFileProblem(file);
    if (reason) {
      setProblem(t(reason === 'type' ? 'avatar.badType' : 'avatar.tooLarge', { max: AVATAR_MAX_BYTES / 1024 / 1024 }));
      return;
    }
    setProblem(null);
    setZoom(1);
    setCrop({ x: 0, y: 0 });
    setSrc(await readAsDataUrl(file));
  };

  const confirm = async () => {
    if (!src || !area) return;
    setSaving(true);
    try {
      await onCropped(await cropToSquare(src, area));
      setSrc(null);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t('avatar.failed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('avatar.title')}
      width={520}
      okText={t('avatar.confirm')}
      okButtonProps={{ disabled: !src || !area }}
      confirmLoading={saving}
      onOk={() => void confirm()}
      onCancel={() => {
        setSrc(null);
        setProblem(null);
        onCancel();
      }}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Upload
          accept={AVATAR_TYPES.join(',')}
          showUploadList={false}
          beforeUpload={(file) => {
            void pick(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />}>{t('avatar.pick')}</Button>
        </Upload>
        <Typography.Text type="secondary">
          {t('avatar.limits', { max: AVATAR_MAX_BYTES / 1024 / 1024 })}
        </Typography.Text>
        {problem && <Alert type="error" showIcon title={problem} />}
        {src && (
          <>
            <div style={{ position: 'relative', height: 300, background: '#333' }} data-testid="avatar-cropper">
              <Cropper
                image={src}
                crop={crop}
                zoom={zoom}
                aspect={1}
                cropShape="round"
                showGrid={false}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={onCropComplete}
              />
            </div>
            <Flex align="center" gap={8}>
              <span>{t('avatar.zoom')}</span>
              <Slider style={{ flex: 1 }} min={1} max={3} step={0.05} value={zoom} onChange={setZoom} />
            </Flex>
          </>
        )}
      </Flex>
    </Modal>
  );
}
