import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './rich-text-editor';

export type { RichTextEditorProps } from './rich-text-editor';

// Tiptap and ProseMirror are a chunk of their own, fetched when a form first shows the editor.
const LazyEditor = lazy(() => import('./rich-text-editor'));

/** The rich text editor, loaded on first use (a form field: `value` / `onChange` HTML). */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 5 }} />}>
      <LazyEditor {...props} />
    </Suspense>
  );
}
