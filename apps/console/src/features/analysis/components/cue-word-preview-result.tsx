import { Alert, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AnalysisCueWordPreview } from '@cropwatch/contract';

/** The rendered prompt, then what the sample values left open (missing) or never used. */
export function CueWordPreviewResult({ preview }: { preview: AnalysisCueWordPreview }) {
  const { t } = useTranslation('analysis');
  return (
    <div data-testid="cue-word-preview">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph
          style={{ whiteSpace: 'pre-wrap', background: 'rgba(0,0,0,0.03)', padding: 12, borderRadius: 6, margin: 0 }}
        >
          {preview.text}
        </Typography.Paragraph>
        {preview.missing.length > 0 && (
          <Alert type="warning" showIcon title={t('cueWord.missing', { names: preview.missing.join(', ') })} />
        )}
        {preview.unused.length > 0 && (
          <Alert type="info" showIcon title={t('cueWord.unused', { names: preview.unused.join(', ') })} />
        )}
      </Space>
    </div>
  );
}
