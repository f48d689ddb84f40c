import type SanitizeHtml from 'sanitize-html';
import { CONTEXT_PATH } from '../../core/http/context-path';

/**
 * Server-side cleaning of the rich text that announcements and message templates store and the console renders
 * as HTML: an explicit allowlist, so no script, no event attributes, no `javascript:` (or any other non-web) URL,
 * no frames, forms or SVG survive, whatever the client sent.
 */

/** sanitize-html (with its HTML and CSS parsers), loaded by the first text it cleans instead of at start (D-108). */
const sanitizeHtml = (html: string, options: SanitizeHtml.IOptions): string =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  (require('sanitize-html') as typeof SanitizeHtml)(html, options);

const STATIC_PREFIXES = ['/sys/common/static/', `${CONTEXT_PATH}/sys/common/static/`];

/** Images may come from the web or from our own upload area (the editor's uploads). */
export function isAllowedImageSrc(src: string | undefined): boolean {
  if (!src) return false;
  const value = src.trim();
  if (/^https?:\/\/[^\s]+$/i.test(value)) return true;
  return STATIC_PREFIXES.some((p) => value.startsWith(p)) && !value.includes('..') && !value.includes('\\');
}

const length = /^\d{1,4}(\.\d{1,2})?(px|em|rem|%|pt)$/;
const colour =
  /^(#[0-9a-f]{3,8}|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)|[a-z]{3,20})$/i;

const RICH_TEXT: SanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'div',
    'span',
    'blockquote',
    'pre',
    'code',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'del',
    'ins',
    'sub',
    'sup',
    'small',
    'mark',
    'ul',
    'ol',
    'li',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'colgroup',
    'col',
    'a',
    'img',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan', 'align', 'valign'],
    th: ['colspan', 'rowspan', 'align', 'valign', 'scope'],
    table: ['border', 'cellpadding', 'cellspacing', 'width'],
    col: ['span', 'width'],
    colgroup: ['span', 'width'],
    ol: ['start', 'type'],
    '*': ['style'],
  },
  allowedStyles: {
    '*': {
      color: [colour],
      'background-color': [colour],
      'text-align': [/^(left|right|center|justify)$/],
      'text-decoration': [/^(none|underline|line-through)$/],
      'font-size': [length],
      'font-weight': [/^(normal|bold|[1-9]00)$/],
      'font-style': [/^(normal|italic)$/],
      'line-height': [/^\d{1,2}(\.\d{1,2})?$/, length],
      'padding-left': [length],
      'margin-left': [length],
      width: [length],
      height: [length],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'svg',
    'math',
  ],
  // Dropped rather than kept without a source: an <img> from elsewhere is a tracking pixel at best.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImageSrc(frame.attribs.src),
  transformTags: {
    a: (tagName, attribs) => {
      const out: SanitizeHtml.Attributes = { ...attribs };
      if (out.target && out.target !== '_blank' && out.target !== '_self') delete out.target;
      if (out.target === '_blank') out.rel = 'noopener noreferrer';
      return { tagName, attribs: out };
    },
  },
};

/** Cleans rich text (announcement content, rich-text templates) before it is stored. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT);
}

const PLAIN_TEXT: SanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
  nonTextTags: RICH_TEXT.nonTextTags,
};

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const decodeBasic = (s: string) => s.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]);
const TAG_LIKE = /<[a-z!/?]/i;

/**
 * A title as plain text (JeecgBoot's `XssUtils.scriptXss` on `titile`, stricter): tags and script bodies are
 * removed, and entities are decoded so "A & B" stays readable. Encoded markup that decodes to new tags is
 * stripped again, so the result never contains anything a browser would parse as a tag.
 */
export function toPlainText(text: string): string {
  let out = text;
  for (let pass = 0; pass < 5; pass++) {
    const next = decodeBasic(sanitizeHtml(out, PLAIN_TEXT));
    if (next === out) break;
    out = next;
  }
  if (TAG_LIKE.test(out)) out = out.replace(/</g, '');
  return out.trim();
}
