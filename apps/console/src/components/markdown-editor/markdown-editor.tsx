import MDEditor, { commands } from '@uiw/react-md-editor/nohighlight';
import '@uiw/react-md-editor/markdown-editor.css';
import rehypeSanitize from 'rehype-sanitize';

export interface MarkdownEditorProps {
  value?: string;
  onChange?: (value: string) => void;
  /** Spec: 300 px by default, at least 200. */
  height?: number;
  ariaLabel?: string;
  disabled?: boolean;
}

/** Toolbar of the spec: heading, bold, italic, strike, hr, quote, lists, task, table, link, code (indent has no command). */
const TOOLBAR = [
  commands.title,
  commands.bold,
  commands.italic,
  commands.strikethrough,
  commands.hr,
  commands.quote,
  commands.unorderedListCommand,
  commands.orderedListCommand,
  commands.checkedListCommand,
  commands.table,
  commands.link,
  commands.code,
];
const EXTRA = [commands.codeEdit, commands.codeLive, commands.codePreview];

/**
 * @uiw/react-md-editor with the preview sanitised (rehype-sanitize: the package renders raw HTML otherwise,
 * react-md-editor #331). Loaded through `./index` so its chunk arrives with the first editor.
 */
export default function MarkdownEditor({ value, onChange, height = 300, ariaLabel, disabled }: MarkdownEditorProps) {
  return (
    <div data-color-mode="light" className="cw-markdown-editor">
      <MDEditor
        value={value ?? ''}
        onChange={(v) => onChange?.(v ?? '')}
        height={Math.max(200, height)}
        minHeight={200}
        preview="live"
        commands={TOOLBAR}
        extraCommands={EXTRA}
        textareaProps={{ 'aria-label': ariaLabel, disabled }}
        previewOptions={{ rehypePlugins: [[rehypeSanitize]] }}
      />
    </div>
  );
}
