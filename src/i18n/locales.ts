import englishMessages from 'ra-language-english';
import { mergeTranslations, type TranslationMessages } from 'react-admin';

import en from './en';

export type LocaleCode = 'en' | 'es' | 'de' | 'ru' | 'it';

export const DEFAULT_LOCALE: LocaleCode = 'en';

/** Language names are written in their own language (SPEC §1). */
export const availableLocales: { locale: LocaleCode; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'es', name: 'Español' },
  { locale: 'de', name: 'Deutsch' },
  { locale: 'ru', name: 'Русский' },
  { locale: 'it', name: 'Italiano' },
];

/** react-admin's English messages plus the application's (the resources' own included). */
export const englishTranslations: TranslationMessages = mergeTranslations(englishMessages, en) as TranslationMessages;
