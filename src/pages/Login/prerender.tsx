/**
 * The sign-in page rendered at build time (vite.config.ts `prerenderLogin` loads this module in Node), once per
 * language, into index.html: /login paints its real form and wording before any script arrives, and the sign-in
 * script (signIn.ts) takes the form over. The styles are MUI's own (Emotion's `<style>` tags, once). After the copies:
 * the inline script that picks the stored language before the first paint (pickLanguage.js), the parts the sign-in
 * script adds to the page (a `<template>`: helper text, alert, toast, language menu, the other password icon) and the
 * words it shows (a JSON block, every language). Without JavaScript the English copy stays; its form posts nothing to
 * a URL (method post), so no password lands in the address bar.
 */
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import {
  Alert,
  createTheme,
  FormControl,
  FormHelperText,
  MenuItem,
  MenuList,
  Paper,
  Snackbar,
  ThemeProvider,
} from '@mui/material';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, type TranslationMessages } from 'react-admin';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';

import de from '../../i18n/de';
import es from '../../i18n/es';
import it from '../../i18n/it';
import { availableLocales, englishTranslations, type LocaleCode, mergeMessages } from '../../i18n/locales';
import raDe from '../../i18n/ra/de';
import raEs from '../../i18n/ra/es';
import raIt from '../../i18n/ra/it';
import raRu from '../../i18n/ra/ru';
import ru from '../../i18n/ru';
import { theme } from '../../theme';
import { LoginPage } from './LoginPage';
import pickLanguage from './pickLanguage.js?raw';
import { LOGIN_KIT_ID, LOGIN_MESSAGES_ID, type LoginMessages, MESSAGE_KEYS, PRERENDER_ID } from './signInKit';

const MESSAGES: Record<LocaleCode, TranslationMessages> = {
  en: englishTranslations,
  es: mergeMessages(raEs, es),
  de: mergeMessages(raDe, de),
  ru: mergeMessages(raRu, ru),
  it: mergeMessages(raIt, it),
};

const renderLogin = (locale: LocaleCode) =>
  renderToString(
    <StaticRouter location="/login">
      <AdminContext
        // The languages named as the app names them (its language button shows "Deutsch", not "de").
        i18nProvider={polyglotI18nProvider(() => MESSAGES[locale], locale, availableLocales)}
        store={memoryStore({ locale })}
        theme={theme}
      >
        <LoginPage />
      </AdminContext>
    </StaticRouter>,
    // Each copy's ids are its own (labels point at their own inputs).
    { identifierPrefix: `login-${locale}-` },
  );

/**
 * The MUI parts the sign-in script adds to the page, each marked `data-part`, rendered with the app's theme: a field's
 * error text (react-admin's TextInput: small, contained), the red alert, a toast (react-admin's Notification: top
 * centre), the language menu and the password icon the copy does not show.
 */
const renderKit = () =>
  renderToString(
    <ThemeProvider theme={createTheme(theme)}>
      <FormControl error size="small" margin="dense" variant="outlined">
        <FormHelperText data-part="helper" />
      </FormControl>
      <Alert data-part="alert" severity="error" sx={{ mb: 2 }} />
      <Snackbar data-part="toast" open anchorOrigin={{ vertical: 'top', horizontal: 'center' }} message=" " />
      <Paper data-part="menu" elevation={8} sx={{ position: 'absolute', top: '100%', right: 0, zIndex: 1300 }}>
        <MenuList>
          {availableLocales.map(({ locale, name }) => (
            <MenuItem key={locale} lang={locale} data-locale={locale}>
              {name}
            </MenuItem>
          ))}
        </MenuList>
      </Paper>
      <Visibility data-part="visible-icon" fontSize="small" />
      <VisibilityOff data-part="hidden-icon" fontSize="small" />
    </ThemeProvider>,
  );

/** The words the sign-in script shows, in every language (plurals as polyglot writes them). */
const messagesOf = (): Record<LocaleCode, LoginMessages> =>
  Object.fromEntries(
    (Object.keys(MESSAGES) as LocaleCode[]).map(locale => {
      const provider = polyglotI18nProvider(() => MESSAGES[locale], locale);
      const raw = (key: string) =>
        key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], MESSAGES[locale]);
      const words = Object.fromEntries(
        MESSAGE_KEYS.map(key => {
          const text = raw(key);
          return [key, typeof text === 'string' ? text : provider.translate(key)];
        }),
      );
      return [locale, words as LoginMessages];
    }),
  ) as Record<LocaleCode, LoginMessages>;

/** JSON inside a `<script type="application/json">`: no `<` can end it. */
const jsonBlock = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const STYLE = /<style data-emotion="[^"]*">[^<]*<\/style>/g;

/**
 * What MUI's CssBaseline gives the page (its global styles are not part of renderToString's output): the body's
 * margin, colours and font, and border-box sizing.
 */
const BASELINE = `html{-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale;box-sizing:border-box;-webkit-text-size-adjust:100%}*,*::before,*::after{box-sizing:inherit}body{margin:0;color:${theme.palette?.text?.primary};font-family:${theme.typography && 'fontFamily' in theme.typography ? theme.typography.fontFamily : 'Roboto, sans-serif'};font-weight:400;font-size:1rem;line-height:1.5;background-color:${theme.palette?.background?.default}}`;

/**
 * The copies are not drawn while the page is still being parsed: on a slow or busy device the browser may paint a
 * part of the form (the card then grows and moves as the rest arrives: a layout shift before the first paint). The
 * script after them (pickLanguage.js) removes the attribute once they are all there; without JavaScript they show
 * at once.
 */
const PARSING = 'data-parsing';
const HELD = `#${PRERENDER_ID}[${PARSING}]{visibility:hidden}`;
const SHOWN_WITHOUT_SCRIPT = `#${PRERENDER_ID}[${PARSING}]{visibility:visible}`;

/**
 * The five copies, the script choosing one and what the sign-in script needs, for index.html before `<div id="root">`. Emotion writes each
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
  const kit = renderKit().replace(STYLE, style => {
    styles.add(style);
    return '';
  });
  return [
    `<style>${BASELINE}${HELD}</style>${[...styles].join('')}`,
    `<div id="${PRERENDER_ID}" ${PARSING}>${copies.join('')}</div>`,
    `<noscript><style>${SHOWN_WITHOUT_SCRIPT}</style></noscript>`,
    `<script>${pickLanguage.replace(/^(?:\/\/.*|\/\*.*\*\/)\n/gm, '').trim()}</script>`,
    `<template id="${LOGIN_KIT_ID}">${kit}</template>`,
    `<script type="application/json" id="${LOGIN_MESSAGES_ID}">${jsonBlock(messagesOf())}</script>`,
  ].join('');
};
