import { Modal, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalysisCueWord } from '@cropwatch/contract';
import { usePreviewCueWord } from '../api/preview-cue-word';
import { CueWordPreviewResult } from './cue-word-preview-result';

export interface CueWordPreviewModalProps {
  /** The cue word to render with its stored sample values; `null`: closed. */
  target: AnalysisCueWord | null;
  onClose: () => void;
}

/** Read-only preview of a saved cue word, open to everyone who may list them. */
export function CueWordPreviewModal({ target, onClose }: CueWordPreviewModalProps) {
  const { t } = useTranslation('analysis');
  const { mutate, data, isPending, reset } = usePreviewCueWord();

  useEffect(() => {
    if (target) mutate({ template: target.template, values: target.sampleValues });
    else reset();
  }, [target, mutate, reset]);

  return (
    <Modal
      open={target !== null}
      title={target ? `${t('cueWord.previewTitle')} · ${target.name}` : t('cueWord.previewTitle')}
      width={720}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <Spin spinning={isPending}>
        {data ? <CueWordPreviewResult preview={data} /> : <div style={{ minHeight: 80 }} />}
      </Spin>
    </Modal>
  );
}
