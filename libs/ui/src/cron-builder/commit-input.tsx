import { Input } from 'antd';
import { useState, type CSSProperties } from 'react';

export interface CommitInputProps {
  value: string;
  /** Called with the typed text on Enter or when the input loses focus. */
  onCommit: (text: string) => void;
  'aria-label': string;
  style?: CSSProperties;
}

/**
 * A text input that shows `value` until the user types, keeps the draft while they do, and hands it over on Enter
 * or blur: the builder reads half-typed text (`1-`) only once it is finished.
 */
export function CommitInput({ value, onCommit, style, 'aria-label': label }: CommitInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    if (draft !== value) onCommit(draft);
  };
  return (
    <Input
      aria-label={label}
      size="small"
      style={style}
      value={draft ?? value}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onPressEnter={commit}
    />
  );
}
