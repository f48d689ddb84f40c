import { feedback } from '../../lib/feedback';
import { i18n, setLanguage, type Language } from '../../lib/i18n';

/** Spec §9: the page reloads about 0.8 s after the language changes, so every cached text is rebuilt. */
export const LANGUAGE_RELOAD_DELAY_MS = 800;

export const LANGUAGE_LABELS: Record<Language, string> = { 'zh-CN': '简体中文', 'en-US': 'English' };

export function switchLanguage(lang: Language, current: Language): void {
  if (lang === current) return;
  setLanguage(lang);
  feedback.message.loading(i18n.t('layout:header.languageSwitching'));
  setTimeout(() => window.location.reload(), LANGUAGE_RELOAD_DELAY_MS);
}
