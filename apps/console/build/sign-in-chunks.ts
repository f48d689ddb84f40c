import path from 'node:path';

/** The sign-in pages' own texts (lib/i18n SIGN_IN_NAMESPACES) and antd's locale, per language. */
const SIGN_IN_TEXTS = /\/src\/locales\/(zh-CN|en-US)\/(?:common|auth|layout)\.json$/;
const LIBRARY_LOCALE = /\/locale\/(zh_CN|en_US)\.js$/;

/**
 * Chunk names for the sign-in path (issue #17): one language's sign-in texts and antd's locale arrive as one
 * `texts-<lang>` chunk instead of four. Everything else keeps rolldown's own chunking: grouping the sign-in path
 * by its static import graph pulled in far more than the page runs (antd's App imports Modal, the contract barrel
 * every endpoint's schemas), because tree shaking happens after that graph (docs/decisions.md, issue #17).
 */
export function signInChunkName(id: string): string | null {
  const normalised = id.split(path.sep).join('/');
  const texts = SIGN_IN_TEXTS.exec(normalised);
  if (texts) return `texts-${texts[1]}`;
  const locale = LIBRARY_LOCALE.exec(normalised);
  if (locale) return `texts-${locale[1].replace('_', '-')}`;
  return null;
}
