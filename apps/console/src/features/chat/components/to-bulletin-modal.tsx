import { Alert, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalysisItem, ChatMessage } from '@cropwatch/contract';
import { feedback as toast } from '../../../lib/feedback';
import { failureMessage } from '../../../lib/http';
import { currentLanguage } from '../../../lib/i18n';
import { sendToBulletin, useBulletinAnalyses, useBulletinItems } from '../api/answer-out';

/** `第二章 主产区 · 测试主产区 · 北美洲` in the UI language (a gone name is skipped). */
export function itemLabel(item: AnalysisItem, lang: 'zh-CN' | 'en-US'): string {
  const en = lang === 'en-US';
  const parts = en
    ? [item.chapterNameEn ?? item.chapterNameZh, item.partitionNameEn ?? item.partitionNameZh, item.zoneNameEn ?? item.zoneNameZh]
    : [item.chapterNameZh, item.partitionNameZh, item.zoneNameZh];
  return parts.filter(Boolean).join(' · ') || item.id;
}

/**
 * Picks a bulletin and one of its items; the answer (with its sources) becomes that item's text. An item that
 * already has text gets a new version (its history keeps the old one).
 */
export function ToBulletinModal({ message, onClose }: { message: ChatMessage; onClose: () => void }) {
  const { t } = useTranslation('chat');
  const lang = currentLanguage();
  const [analysisId, setAnalysisId] = useState<string | null>(null);
  const [itemId, setItemId] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const analyses = useBulletinAnalyses(true);
  const items = useBulletinItems(analysisId);
  const chosen = items.data?.find((i) => i.id === itemId);

  const submit = async () => {
    if (!itemId) return;
    setSaving(true);
    try {
      await sendToBulletin({ id: message.id, itemId });
      toast.message.success(t('answerOut.addedToBulletin'));
      onClose();
    } catch (error) {
      const text = failureMessage(error);
      if (text) toast.message.error(text);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t('answerOut.toBulletinTitle')}
      okText={t('answerOut.toBulletinOk')}
      okButtonProps={{ disabled: !itemId, loading: saving }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('answerOut.bulletin')} required>
          <Select
            showSearch
            optionFilterProp="label"
            loading={analyses.isLoading}
            aria-label={t('answerOut.bulletin')}
            placeholder={t('answerOut.pickBulletin')}
            value={analysisId ?? undefined}
            options={(analyses.data ?? []).map((a) => ({ value: a.id, label: `${a.title}（${a.year}）` }))}
            onChange={(v: string) => {
              setAnalysisId(v);
              setItemId(null);
            }}
            notFoundContent={analyses.isError ? t('answerOut.loadFailed') : t('answerOut.noBulletins')}
          />
        </Form.Item>
        <Form.Item label={t('answerOut.item')} required>
          <Select
            showSearch
            optionFilterProp="label"
            disabled={!analysisId}
            loading={items.isLoading}
            aria-label={t('answerOut.item')}
            placeholder={t('answerOut.pickItem')}
            value={itemId ?? undefined}
            options={(items.data ?? []).map((i) => ({ value: i.id, label: itemLabel(i, lang) }))}
            onChange={(v: string) => setItemId(v)}
            notFoundContent={items.isError ? t('answerOut.loadFailed') : t('answerOut.noItems')}
          />
        </Form.Item>
      </Form>
      {chosen?.generatedText && <Alert type="info" showIcon title={t('answerOut.replacesText')} />}
    </Modal>
  );
}
