import polyglotI18nProvider from 'ra-i18n-polyglot';

import { availableLocales, DEFAULT_LOCALE, englishTranslations } from './locales';

/** English only and synchronous, for component tests (does not load the other languages). */
export const testI18nProvider = polyglotI18nProvider(() => englishTranslations, DEFAULT_LOCALE, availableLocales);
