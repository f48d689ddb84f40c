import { Alert, Button, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SysDict } from '@cropwatch/contract';
import { DictSelect } from '../../../components/dict/dict-select';

export interface DictPreviewModalProps {
  /** The dictionary to try; `null` closes the modal. */
  dict: SysDict | null;
  onClose: () => void;
}

/**
 * The dictionary as forms offer it: the shared dictionary select over its code, i.e. the cached enabled items,
 * so an administrator sees at once what a disabled item or a cache refresh changes.
 */
export function DictPreviewModal({ dict, onClose }: DictPreviewModalProps) {
  const { t } = useTranslation('dict');
  return (
    <Modal
      open={dict !== null}
      title={t('preview.title', { name: dict?.dictName ?? '' })}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('actions.close')}</Button>}
      destroyOnHidden
    >
      <Alert type="info" showIcon title={t('preview.hint')} style={{ marginBottom: 16 }} />
      {dict && (
        <Form layout="vertical">
          <Form.Item label={dict.dictName}>
            <DictSelect dictCode={dict.dictCode} aria-label={dict.dictName} placeholder={t('preview.placeholder')} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
