import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';

import { availableLocales, DEFAULT_LOCALE, englishTranslations, type LocaleCode, mergeMessages } from './locales';

type Module = { default: object };
const merge = ([ra, app]: [Module, Module]): TranslationMessages => mergeMessages(ra.default, app.default);

/** Other languages are loaded on demand, so the login page only ships English. */
const loaders: Record<Exclude<LocaleCode, 'en'>, () => Promise<TranslationMessages>> = {
  es: () => Promise.all([import('./ra/es'), import('./es')]).then(merge),
  de: () => Promise.all([import('./ra/de'), import('./de')]).then(merge),
  ru: () => Promise.all([import('./ra/ru'), import('./ru')]).then(merge),
  it: () => Promise.all([import('./ra/it'), import('./it')]).then(merge),
};

const isLoadable = (locale: string): locale is keyof typeof loaders => locale in loaders;

const getMessages = (locale: string): TranslationMessages | Promise<TranslationMessages> =>
  isLoadable(locale) ? loaders[locale]() : englishTranslations;

const polyglot = polyglotI18nProvider(getMessages, DEFAULT_LOCALE, availableLocales);

/** The app's i18nProvider; it also keeps `<html lang>` in step with the chosen language. */
export const i18nProvider: I18nProvider = {
  ...polyglot,
  changeLocale: (locale, options) =>
    polyglot.changeLocale(locale, options).then(() => {
      document.documentElement.lang = locale;
    }),
};
