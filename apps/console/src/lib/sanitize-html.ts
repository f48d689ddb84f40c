import DOMPurify from 'dompurify';

/**
 * Announcement and message bodies are HTML written in an editor by any publisher (contract §7.1 `msg_content`); only
 * formatting survives, scripts, handlers and frames are stripped before rendering.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
