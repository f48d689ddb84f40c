// Vitest setup: the app fetches the texts it needs as it goes; specs get every namespace of both languages up front,
// so they can render anything and switch languages synchronously.
import { i18nReady, LANGUAGES, loadLanguage } from './i18n';

await Promise.all([i18nReady, ...LANGUAGES.map((lang) => loadLanguage(lang))]);
