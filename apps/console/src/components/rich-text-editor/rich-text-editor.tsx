import {
  BoldOutlined,
  FontSizeOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Input, Modal, Tooltip } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';
import { failureMessage } from '../../lib/http';
import { ImageUploadDialog } from '../image-upload-dialog/image-upload-dialog';
import './rich-text-editor.css';
import { isEditorImage, uploadEditorImage } from './upload-editor-image';

export interface RichTextEditorProps {
  /** HTML; an empty document is `''` so "required" rules see it as empty. */
  value?: string;
  onChange?: (html: string) => void;
  disabled?: boolean;
  'aria-label'?: string;
}

const toHtml = (editor: Editor): string => (editor.isEmpty ? '' : editor.getHTML());

/** Links must point to the web or mail; anything else (`javascript:`…) is refused before it reaches the HTML. */
const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

function ToolButton(props: {
  label: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip title={props.label}>
      <Button
        type={props.active ? 'primary' : 'text'}
        size="small"
        aria-label={props.label}
        aria-pressed={props.active}
        icon={props.icon}
        disabled={props.disabled}
        // Keeps the selection in the editor while the button is pressed.
        onMouseDown={(e) => e.preventDefault()}
        onClick={props.onClick}
      />
    </Tooltip>
  );
}

/**
 * The rich text editor of announcements and message templates (Vue2 `JEditor`): Tiptap with an antd toolbar,
 * HTML in and out, images uploaded to `/sys/common/upload` (toolbar, paste or drop) and inserted by address.
 * Loaded lazily through `index.tsx`, so Tiptap stays out of the main bundle.
 */
export default function RichTextEditor({ value = '', onChange, disabled = false, ...aria }: RichTextEditorProps) {
  const { t } = useTranslation('editor');
  const [uploading, setUploading] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);
  const [imageOpen, setImageOpen] = useState(false);
  const [linkHref, setLinkHref] = useState('');
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // The editor's own last output: a `value` equal to it is an echo, not a new document.
  const emitted = useRef(value);

  const uploadRef = useRef<(files: File[]) => void>(() => undefined);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false }),
      Link.configure({ openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] }),
      Image,
    ],
    content: value,
    editable: !disabled,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        ...(aria['aria-label'] ? { 'aria-label': aria['aria-label'] } : {}),
      },
      handlePaste: (_view, event) => {
        const files = [...(event.clipboardData?.files ?? [])].filter((f) => f.type.startsWith('image/'));
        if (files.length === 0) return false;
        uploadRef.current(files);
        return true;
      },
      handleDrop: (_view, event) => {
        const files = [...(event.dataTransfer?.files ?? [])].filter((f) => f.type.startsWith('image/'));
        if (files.length === 0) return false;
        event.preventDefault();
        uploadRef.current(files);
        return true;
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = toHtml(e);
      // Transactions that leave the document as it was (selection, normalising) are no edit.
      if (html === emitted.current) return;
      emitted.current = html;
      onChangeRef.current?.(html);
    },
  });

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      underline: e?.isActive('underline') ?? false,
      strike: e?.isActive('strike') ?? false,
      heading: e?.isActive('heading', { level: 2 }) ?? false,
      bulletList: e?.isActive('bulletList') ?? false,
      orderedList: e?.isActive('orderedList') ?? false,
      link: e?.isActive('link') ?? false,
      canUndo: e?.can().undo() ?? false,
      canRedo: e?.can().redo() ?? false,
    }),
  });

  // A new value from outside (form reset, a record loaded for editing) replaces the document.
  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  uploadRef.current = (files: File[]) => {
    for (const file of files) {
      if (!isEditorImage(file)) {
        feedback.message.warning(t('imageRejected', { file: file.name }));
        continue;
      }
      setUploading((n) => n + 1);
      uploadEditorImage(file)
        .then((src) => editor?.chain().focus().setImage({ src, alt: file.name }).run())
        .catch((error: unknown) => {
          const reason = failureMessage(error);
          feedback.message.warning(
            reason ? `${t('uploadFailed', { file: file.name })} ${reason}` : t('uploadFailed', { file: file.name }),
          );
        })
        .finally(() => setUploading((n) => n - 1));
    }
  };

  const openLink = () => {
    setLinkHref((editor?.getAttributes('link').href as string | undefined) ?? 'https://');
    setLinkOpen(true);
  };

  const applyLink = () => {
    if (!editor) return;
    const href = linkHref.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href === '' || href === 'https://') {
      chain.unsetLink().run();
    } else if (!SAFE_LINK.test(href)) {
      feedback.message.warning(t('linkInvalid'));
      return;
    } else {
      chain.setLink({ href, target: '_blank', rel: 'noopener noreferrer' }).run();
    }
    setLinkOpen(false);
  };

  const off = disabled || !editor;
  const run = (fn: (e: Editor) => void) => () => {
    if (editor) fn(editor);
  };

  return (
    <div className={`cw-rte${disabled ? ' cw-rte-disabled' : ''}`}>
      <div className="cw-rte-toolbar" role="toolbar" aria-label={t('toolbar')}>
        <ToolButton
          label={t('bold')}
          icon={<BoldOutlined />}
          active={state?.bold}
          disabled={off}
          onClick={run((e) => e.chain().focus().toggleBold().run())}
        />
        <ToolButton
          label={t('italic')}
          icon={<ItalicOutlined />}
          active={state?.italic}
          disabled={off}
          onClick={run((e) => e.chain().focus().toggleItalic().run())}
        />
        <ToolButton
          label={t('underline')}
          icon={<UnderlineOutlined />}
          active={state?.underline}
          disabled={off}
          onClick={run((e) => e.chain().focus().toggleUnderline().run())}
        />
        <ToolButton
          label={t('strike')}
          icon={<StrikethroughOutlined />}
          active={state?.strike}
          disabled={off}
          onClick={run((e) => e.chain().focus().toggleStrike().run())}
        />
        <ToolButton
          label={t('heading')}
          icon={<FontSizeOutlined />}
          active={state?.heading}
          disabled={off}
          onClick={run((e) => e.chain().focus().toggleHeading({ level: 2 }).run())}
        />
        <ToolButton
          label={t('bulletList')}
          icon={<UnorderedListOutlined />}
          active={state?.bulletList}
          disabled={off}
          onClick={run((e) => e.chain().focus().toggleBulletList().run())}
        />
        <ToolButton
          label={t('orderedList')}
          icon={<OrderedListOutlined />}
          active={state?.orderedList}
          disabled={off}
          onClick={run((e) => e.chain().focus().toggleOrderedList().run())}
        />
        <ToolButton label={t('link')} icon={<LinkOutlined />} active={state?.link} disabled={off} onClick={openLink} />
        <ToolButton
          label={t('image')}
          icon={<PictureOutlined spin={uploading > 0} />}
          disabled={off}
          onClick={() => setImageOpen(true)}
        />
        <ToolButton
          label={t('undo')}
          icon={<UndoOutlined />}
          disabled={off || !state?.canUndo}
          onClick={run((e) => e.chain().focus().undo().run())}
        />
        <ToolButton
          label={t('redo')}
          icon={<RedoOutlined />}
          disabled={off || !state?.canRedo}
          onClick={run((e) => e.chain().focus().redo().run())}
        />
      </div>
      <EditorContent editor={editor} className="cw-rte-content" />
      <ImageUploadDialog
        open={imageOpen}
        onCancel={() => setImageOpen(false)}
        onOk={({ url, remark }) => {
          editor
            ?.chain()
            .focus()
            .setImage({ src: url, alt: remark, title: remark || undefined })
            .run();
          setImageOpen(false);
        }}
      />
      <Modal
        open={linkOpen}
        title={t('link')}
        width={420}
        okText={t('ok')}
        cancelText={t('cancel')}
        onOk={applyLink}
        onCancel={() => setLinkOpen(false)}
        destroyOnHidden
      >
        <Input
          aria-label={t('linkUrl')}
          value={linkHref}
          onChange={(e) => setLinkHref(e.target.value)}
          onPressEnter={applyLink}
        />
      </Modal>
    </div>
  );
}
