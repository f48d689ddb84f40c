import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { CodeEditorProps } from './code-editor';

export type { CodeEditorProps, CodeLanguage } from './code-editor';

// Monaco and its workers are a chunk of their own, fetched when a page first shows a code editor.
const LazyEditor = lazy(() => import('./code-editor'));

/** The code editor (JSON, SQL, JavaScript), loaded on first use; a form field with `value` / `onChange` text. */
export function CodeEditor(props: CodeEditorProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
      <LazyEditor {...props} />
    </Suspense>
  );
}
