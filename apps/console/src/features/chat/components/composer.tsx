import {
  ArrowUpOutlined,
  CloseOutlined,
  LoadingOutlined,
  PictureOutlined,
  ReloadOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { Button, Input, Tooltip } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useEffect, useMemo, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_CONTENT_MAX_LENGTH, CHAT_IMAGE_MAX_COUNT, type ChatAbbreviation } from '@cropwatch/contract';
import { feedback } from '../../../lib/feedback';
import { uploadChatImage } from '../api/upload-chat-image';
import { findAbbreviations } from '../lib/abbreviation-hints';
import { composerKeyAction } from '../lib/composer-keys';
import { IMAGE_ACCEPT, IMAGE_MAX_MB, validateChatImage } from '../lib/image-validation';

export interface PendingImage {
  uid: number;
  file: File;
  previewUrl: string;
  status: 'uploading' | 'done' | 'error';
  path?: string;
}

export interface ComposerProps {
  running: boolean;
  /** Resolves false when the question was refused: the text and images stay for another try. */
  onSend: (content: string, images: string[]) => Promise<boolean>;
  onStop: () => void;
  disabled?: boolean;
  /** Focus the text box after mount (desktop: the page is for typing questions). */
  focusOnMount?: boolean;
  /** A phone: the short placeholder, and the keyboard closes after sending. */
  compact?: boolean;
  /** Noun abbreviations: those the question mentions are explained under the box. */
  abbreviations?: readonly ChatAbbreviation[];
  /** Text the box starts with (a question another page filled in, `?q=`); the user sends it. */
  initialText?: string;
}

let uids = 0;
const NO_ABBREVIATIONS: readonly ChatAbbreviation[] = [];

/** The question box: text, pasted or picked images (uploaded at once), Enter/Shift+Enter/Esc. */
export function Composer(props: ComposerProps) {
  const { running, onSend, onStop, disabled, focusOnMount, compact, abbreviations = NO_ABBREVIATIONS } = props;
  const { t, i18n } = useTranslation('chat');
  const [text, setText] = useState(props.initialText ?? '');
  const [images, setImages] = useState<PendingImage[]>([]);
  const [sending, setSending] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const textArea = useRef<TextAreaRef>(null);
  const imagesRef = useRef(images);
  imagesRef.current = images;

  useEffect(() => {
    if (focusOnMount) textArea.current?.focus();
    // Only on mount: later renders must not pull the focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Object URLs live as long as the preview.
  useEffect(() => () => imagesRef.current.forEach((img) => URL.revokeObjectURL(img.previewUrl)), []);

  const hints = useMemo(() => findAbbreviations(text, abbreviations), [text, abbreviations]);
  const english = i18n.language.startsWith('en');
  const uploading = images.some((img) => img.status === 'uploading');
  const failed = images.some((img) => img.status === 'error');
  const hasContent = text.trim() !== '' || images.length > 0;
  const canSend = hasContent && !uploading && !failed && !sending && !disabled;

  const upload = (img: PendingImage) => {
    setImages((list) => list.map((i) => (i.uid === img.uid ? { ...i, status: 'uploading' } : i)));
    uploadChatImage(img.file).then(
      (path) => setImages((list) => list.map((i) => (i.uid === img.uid ? { ...i, status: 'done', path } : i))),
      () => {
        setImages((list) => list.map((i) => (i.uid === img.uid ? { ...i, status: 'error' } : i)));
        feedback.message.error(t('image.uploadFailed'));
      },
    );
  };

  const addFiles = (files: File[]) => {
    let count = imagesRef.current.length;
    const added: PendingImage[] = [];
    for (const file of files) {
      const rejection = validateChatImage(file, count);
      if (rejection) {
        feedback.message.warning(t(`image.invalid.${rejection}`, { mb: IMAGE_MAX_MB, count: CHAT_IMAGE_MAX_COUNT }));
        continue;
      }
      count += 1;
      added.push({ uid: ++uids, file, previewUrl: URL.createObjectURL(file), status: 'uploading' });
    }
    if (!added.length) return;
    setImages((list) => [...list, ...added]);
    added.forEach(upload);
  };

  const remove = (uid: number) =>
    setImages((list) => {
      const gone = list.find((i) => i.uid === uid);
      if (gone) URL.revokeObjectURL(gone.previewUrl);
      return list.filter((i) => i.uid !== uid);
    });

  const send = async () => {
    if (!canSend || running) return;
    const content = text.trim();
    if (images.length && !content) {
      feedback.message.warning(t('image.questionRequired'));
      return;
    }
    if (content.length > CHAT_CONTENT_MAX_LENGTH) {
      feedback.message.warning(t('composer.tooLong', { max: CHAT_CONTENT_MAX_LENGTH }));
      return;
    }
    const sent = images;
    // On a phone the virtual keyboard would cover the answer (domain notes §2, mobile).
    if (compact && document.activeElement instanceof HTMLElement) document.activeElement.blur();
    setSending(true);
    setText('');
    setImages([]);
    const ok = await onSend(
      content,
      sent.map((i) => i.path ?? ''),
    );
    setSending(false);
    if (ok) sent.forEach((i) => URL.revokeObjectURL(i.previewUrl));
    else {
      setText((current) => current || content);
      setImages((current) => (current.length ? current : sent));
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    const action = composerKeyAction(
      { key: e.key, shiftKey: e.shiftKey, isComposing: e.nativeEvent.isComposing, keyCode: e.keyCode },
      { running, canSend },
    );
    if (action === 'send') {
      e.preventDefault();
      void send();
    } else if (action === 'stop') {
      e.preventDefault();
      e.stopPropagation();
      onStop();
    } else if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing && e.keyCode !== 229) {
      // Enter never inserts a line break: that is Shift+Enter's job.
      e.preventDefault();
    }
  };

  const onPaste = (e: ClipboardEvent<HTMLTextAreaElement>) => {
    const files = [...e.clipboardData.files];
    if (files.length) {
      e.preventDefault();
      addFiles(files);
    }
  };

  return (
    <div className="cw-chat-composer">
      {images.length > 0 && (
        <ul className="cw-chat-composer-images" aria-label={t('image.preview')}>
          {images.map((img) => (
            <li key={img.uid} className={`cw-chat-thumb cw-chat-thumb-${img.status}`}>
              <img src={img.previewUrl} alt={img.file.name} />
              {img.status === 'uploading' && (
                <span className="cw-chat-thumb-state" role="status">
                  <LoadingOutlined /> {t('image.uploading')}
                </span>
              )}
              {img.status === 'error' && (
                <span className="cw-chat-thumb-state cw-chat-thumb-error" role="alert">
                  <WarningOutlined /> {t('image.uploadFailed')}
                  <Button
                    size="small"
                    type="link"
                    icon={<ReloadOutlined />}
                    aria-label={t('image.retry')}
                    onClick={() => upload(img)}
                  />
                </span>
              )}
              <Button
                className="cw-chat-thumb-remove"
                size="small"
                shape="circle"
                icon={<CloseOutlined />}
                aria-label={t('image.remove')}
                onClick={() => remove(img.uid)}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="cw-chat-composer-row">
        <Tooltip title={t('composer.attach')}>
          <Button
            type="text"
            icon={<PictureOutlined />}
            aria-label={t('composer.attach')}
            disabled={disabled || images.length >= CHAT_IMAGE_MAX_COUNT}
            onClick={() => fileInput.current?.click()}
          />
        </Tooltip>
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          hidden
          data-testid="chat-image-input"
          onChange={(e) => {
            addFiles([...(e.target.files ?? [])]);
            e.target.value = '';
          }}
        />
        <Input.TextArea
          ref={textArea}
          className="cw-chat-input"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          placeholder={compact ? t('composer.placeholderShort') : t('composer.placeholder')}
          aria-label={t('composer.label')}
          autoSize={{ minRows: 1, maxRows: 8 }}
          variant="borderless"
          disabled={disabled}
        />
        {running ? (
          <Tooltip title={t('composer.stop')}>
            <Button
              type="primary"
              shape="circle"
              danger
              aria-label={t('composer.stop')}
              icon={<span className="cw-chat-stop-square" />}
              onClick={onStop}
            />
          </Tooltip>
        ) : (
          <Tooltip title={t('composer.send')}>
            <Button
              type="primary"
              shape="circle"
              aria-label={t('composer.send')}
              icon={<ArrowUpOutlined />}
              disabled={!canSend}
              loading={sending}
              onClick={() => void send()}
            />
          </Tooltip>
        )}
      </div>
      {hints.length > 0 && (
        <ul className="cw-chat-abbr-hints" aria-label={t('composer.abbreviations')}>
          {hints.map((a) => (
            <li key={a.id}>
              <strong>{a.abbr}</strong> {english ? a.fullEn : a.fullZh}
              {(english ? a.definitionEn : a.definitionZh) && (
                <span className="cw-chat-muted"> — {english ? a.definitionEn : a.definitionZh}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="cw-chat-composer-hint">{t('composer.hint')}</div>
    </div>
  );
}
