import polyglotI18nProvider from 'ra-i18n-polyglot';

import { availableLocales, DEFAULT_LOCALE, englishTranslations } from './locales';

/** English only and synchronous, for component tests (does not load the other languages); a new one per call, since a
 * provider keeps the language it was last switched to. */
export const createTestI18nProvider = () =>
  polyglotI18nProvider(() => englishTranslations, DEFAULT_LOCALE, availableLocales);
