import { BookOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useKnowledgeBases } from '../api/knowledge-bases';

/**
 * The knowledge bases the conversation draws on (issue #34): the bases the user may read, several at once. Hidden
 * when there is none; a chosen base that disappeared is dropped from the value.
 */
export function KnowledgeChooser({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) {
  const { t } = useTranslation('chat');
  const bases = useKnowledgeBases();
  const options = (bases.data ?? []).map((b) => ({ value: b.id, label: b.name }));
  if (options.length === 0) return null;
  const known = value.filter((id) => options.some((o) => o.value === id));
  return (
    <Select
      mode="multiple"
      size="small"
      allowClear
      className="cw-chat-kb-select"
      data-testid="chat-kb-chooser"
      aria-label={t('knowledge.chooser')}
      placeholder={
        <span>
          <BookOutlined /> {t('knowledge.chooser')}
        </span>
      }
      maxTagCount="responsive"
      value={known}
      options={options}
      onChange={(ids: string[]) => onChange(ids)}
      style={{ minWidth: 160, maxWidth: 320 }}
    />
  );
}
