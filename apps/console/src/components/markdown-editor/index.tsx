import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { MarkdownEditorProps } from './markdown-editor';

export type { MarkdownEditorProps } from './markdown-editor';

// The editor and its Markdown pipeline are a chunk of their own, fetched when an editor is first shown.
const LazyEditor = lazy(() => import('./markdown-editor'));

/** The Markdown editor with a sanitised live preview, loaded on first use (`value` / `onChange` Markdown text). */
export function MarkdownEditor(props: MarkdownEditorProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <LazyEditor {...props} />
    </Suspense>
  );
}
