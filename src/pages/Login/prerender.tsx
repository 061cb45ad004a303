/**
 * The sign-in page rendered at build time (vite.config.ts `prerenderLogin` loads this module in Node), once per
 * language, into index.html: /login paints its real form and wording before the scripts arrive, and LoginPage takes
 * over (removing the copies) when it mounts. The styles are MUI's own (Emotion's `<style>` tags, once). The small script after them (public/login-locale.js) runs while the page is
 * parsed: on /login it shows the copy of the stored language and hides English; elsewhere it removes them.
 * Without JavaScript the English copy stays; its form posts nothing to a URL (method post), so no password lands in
 * the address bar.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, mergeTranslations, type TranslationMessages } from 'react-admin';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';

import de from '../../i18n/de';
import es from '../../i18n/es';
import it from '../../i18n/it';
import { englishTranslations, type LocaleCode } from '../../i18n/locales';
import raDe from '../../i18n/ra/de';
import raEs from '../../i18n/ra/es';
import raIt from '../../i18n/ra/it';
import raRu from '../../i18n/ra/ru';
import ru from '../../i18n/ru';
import { theme } from '../../theme';
import { LoginPage, PRERENDER_ID } from './LoginPage';

const MESSAGES: Record<LocaleCode, TranslationMessages> = {
  en: englishTranslations,
  es: mergeTranslations(raEs, es) as TranslationMessages,
  de: mergeTranslations(raDe, de) as TranslationMessages,
  ru: mergeTranslations(raRu, ru) as TranslationMessages,
  it: mergeTranslations(raIt, it) as TranslationMessages,
};

const renderLogin = (locale: LocaleCode) =>
  renderToString(
    <StaticRouter location="/login">
      <AdminContext
        i18nProvider={polyglotI18nProvider(() => MESSAGES[locale], locale)}
        store={memoryStore({ locale })}
        theme={theme}
      >
        <LoginPage />
      </AdminContext>
    </StaticRouter>,
    // Each copy's ids are its own (labels point at their own inputs).
    { identifierPrefix: `login-${locale}-` },
  );

const STYLE = /<style data-emotion="[^"]*">[^<]*<\/style>/g;

/**
 * What MUI's CssBaseline gives the page (its global styles are not part of renderToString's output): the body's
 * margin, colours and font, and border-box sizing.
 */
const BASELINE = `html{-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale;box-sizing:border-box;-webkit-text-size-adjust:100%}*,*::before,*::after{box-sizing:inherit}body{margin:0;color:${theme.palette?.text?.primary};font-family:${theme.typography && 'fontFamily' in theme.typography ? theme.typography.fontFamily : 'Roboto, sans-serif'};font-weight:400;font-size:1rem;line-height:1.5;background-color:${theme.palette?.background?.default}}`;

/**
 * The five copies and the script choosing one, for index.html before `<div id="root">`. Emotion writes each
 * component's `<style>` just before it, which would break MUI's sibling selectors (a label's `+` input: the
 * placeholder hidden under a resting label); they are gathered, once, at the top.
 */
export const prerenderedLogin = (): string => {
  const styles = new Set<string>();
  const copies = (Object.keys(MESSAGES) as LocaleCode[]).map((locale, index) => {
    const html = renderLogin(locale)
      .replace(STYLE, style => {
        styles.add(style);
        return '';
      })
      .replace(/<form(?=[\s>])/g, '<form method="post"');
    return `<div data-locale="${locale}"${index > 0 ? ' hidden' : ''}>${html}</div>`;
  });
  return `<style>${BASELINE}</style>${[...styles].join('')}<div id="${PRERENDER_ID}">${copies.join('')}</div><script src="/login-locale.js"></script>`;
};
