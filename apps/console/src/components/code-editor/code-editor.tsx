import Editor from '@monaco-editor/react';
import { Skeleton } from 'antd';
import './monaco-setup';

export type CodeLanguage = 'json' | 'sql' | 'javascript';

export interface CodeEditorProps {
  value?: string;
  onChange?: (value: string) => void;
  language?: CodeLanguage;
  /** Height in pixels (spec: 300). */
  height?: number;
  readOnly?: boolean;
  theme?: 'light' | 'dark';
  /** Accessible name of the editing area. */
  ariaLabel?: string;
}

/** Monaco with the console's defaults; loaded through `./index` so its chunk arrives only with an editor. */
export default function CodeEditor({
  value,
  onChange,
  language = 'json',
  height = 300,
  readOnly = false,
  theme = 'light',
  ariaLabel,
}: CodeEditorProps) {
  return (
    <div className="cw-code-editor" data-language={language} style={{ border: '1px solid #d9d9d9', borderRadius: 6 }}>
      <Editor
        height={height}
        language={language}
        value={value ?? ''}
        theme={theme === 'dark' ? 'vs-dark' : 'vs'}
        loading={<Skeleton active paragraph={{ rows: 4 }} />}
        onChange={(v) => onChange?.(v ?? '')}
        options={{
          readOnly,
          ariaLabel,
          minimap: { enabled: false },
          scrollBeyondLastLine: false,
          tabSize: 2,
          fontSize: 13,
          automaticLayout: true,
          wordWrap: 'on',
        }}
      />
    </div>
  );
}
