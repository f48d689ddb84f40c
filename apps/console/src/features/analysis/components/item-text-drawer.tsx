import { Button, Collapse, Descriptions, Drawer, Empty, Space, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import ReactMarkdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import type { AnalysisItem } from '@cropwatch/contract';
import { MarkdownEditor } from '../../../components/markdown-editor';
import { feedback } from '../../../lib/feedback';
import { failureMessage } from '../../../lib/http';
import { useItemVersions, useSaveItemText } from '../api/items';
import { paragraphsOf } from '../lib/bulletin-labels';
import { ItemStatusTag } from './item-status-tag';

export interface ItemTextDrawerProps {
  item: AnalysisItem | null;
  onClose: () => void;
  /** `analysis:notification:generate`: hand edits are saved as new versions. */
  canEdit: boolean;
}

/** Paragraph blocks keep a bare `<p>` from Markdown out of the antd paragraph they already are. */
const markdownComponents = { p: ({ children }: { children?: ReactNode }) => <>{children}</> };

/** The text as paragraphs, each rendered from its Markdown (sanitised), so hand edits keep their formatting. */
function Paragraphs({ text }: { text: string | null | undefined }) {
  return (
    <div data-testid="item-text">
      {paragraphsOf(text).map((p, i) => (
        <Typography.Paragraph key={i} style={{ whiteSpace: 'pre-wrap' }}>
          <ReactMarkdown rehypePlugins={[rehypeSanitize]} components={markdownComponents}>
            {p}
          </ReactMarkdown>
        </Typography.Paragraph>
      ))}
    </div>
  );
}

/** An item's current text as paragraphs, a hand edit (kept as a new version) and the previous versions. */
export function ItemTextDrawer({ item, onClose, canEdit }: ItemTextDrawerProps) {
  const { t, i18n } = useTranslation('analysis');
  const zh = !i18n.language.startsWith('en');
  const [draft, setDraft] = useState<string | null>(null);
  const save = useSaveItemText();
  const versions = useItemVersions(item?.id, item?.version ?? 0);

  const close = () => {
    setDraft(null);
    onClose();
  };
  const submit = async () => {
    if (!item || draft === null) return;
    if (!draft.trim()) {
      feedback.message.warning(t('analyze.text.empty'));
      return;
    }
    try {
      await save.mutateAsync({ id: item.id, text: draft });
      feedback.message.success(t('analyze.text.saved'));
      setDraft(null);
    } catch (error) {
      const message = failureMessage(error);
      if (message) feedback.message.warning(message);
    }
  };

  const zone = item ? `${(zh ? item.zoneNameZh : item.zoneNameEn) ?? ''} (${item.zoneCode ?? ''})` : '';
  return (
    <Drawer
      open={item !== null}
      onClose={close}
      size={720}
      title={t('analyze.text.title', { zone })}
      extra={
        item &&
        canEdit &&
        item.status === 'GENERATED' &&
        (draft === null ? (
          <Button onClick={() => setDraft(item.generatedText ?? '')}>{t('analyze.text.edit')}</Button>
        ) : (
          <Space>
            <Button onClick={() => setDraft(null)}>{t('form.cancel')}</Button>
            <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
              {t('analyze.text.save')}
            </Button>
          </Space>
        ))
      }
    >
      {item && (
        <>
          <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('analyze.item.status')}>
              <ItemStatusTag status={item.status} error={item.errorMessage} />
            </Descriptions.Item>
            <Descriptions.Item label={t('analyze.item.version')}>
              {t('cueWord.versionValue', { version: item.version })}
            </Descriptions.Item>
          </Descriptions>
          {draft !== null ? (
            <MarkdownEditor ariaLabel={t('analyze.text.editor')} value={draft} onChange={setDraft} height={360} />
          ) : item.generatedText ? (
            <Paragraphs text={item.generatedText} />
          ) : (
            <Empty description={t('analyze.text.none')} />
          )}
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('analyze.text.versions')}
          </Typography.Title>
          {versions.data?.length ? (
            <Collapse
              size="small"
              items={versions.data.map((v) => ({
                key: v.id,
                label: (
                  <Space>
                    <span>{t('cueWord.versionValue', { version: v.version })}</span>
                    <Tag color={v.origin === 'edited' ? 'gold' : 'blue'}>{t(`analyze.text.origins.${v.origin}`)}</Tag>
                    {v.model && <Typography.Text type="secondary">{v.model}</Typography.Text>}
                    <Typography.Text type="secondary">
                      {v.createBy ?? ''} {v.createTime ?? ''}
                    </Typography.Text>
                  </Space>
                ),
                children: <Paragraphs text={v.text} />,
              }))}
            />
          ) : (
            <Typography.Text type="secondary">{t('analyze.text.noVersions')}</Typography.Text>
          )}
        </>
      )}
    </Drawer>
  );
}
