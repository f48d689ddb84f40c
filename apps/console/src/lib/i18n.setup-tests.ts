// Vitest setup: the app fetches one language per page load; specs get both up front so they can switch synchronously.
import { i18nReady, LANGUAGES, loadLanguage } from './i18n';

await Promise.all([i18nReady, ...LANGUAGES.map(loadLanguage)]);
