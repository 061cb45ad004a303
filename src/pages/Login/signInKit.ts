/**
 * What the sign-in script (signIn.ts) and the React sign-in screen (LoginPage.tsx) share: the form's rules, and what
 * index.html carries for the script, written at build time by prerender.tsx. One module, kept in the entry chunk
 * (the app's entry imports it too), so the lazy LoginPage chunk takes it from there instead of a file of its own.
 */

/** The element holding the build-time copies of the sign-in page, one per language. */
export const PRERENDER_ID = 'login-prerender';

/** The `<template>` with the MUI parts the script adds to the page (`data-part`: helper, alert, toast, menu, icons). */
export const LOGIN_KIT_ID = 'login-kit';
/** The `<script type="application/json">` with the words the script shows, per language. */
export const LOGIN_MESSAGES_ID = 'login-messages';

/** The translation keys the script shows itself (the rest of the page's words are in the copies). */
export const MESSAGE_KEYS = [
  'app.login.logging_in',
  'app.login.success',
  'app.login.failed',
  'app.login.invalid_credentials',
  'app.login.network_error',
  'app.login.locked',
  'app.login.too_many_attempts',
  'app.login.too_many_requests',
  'app.login.unavailable',
  'app.login.refused',
  'app.login.validation.email_required',
  'app.login.validation.email_invalid',
  'app.login.validation.password_required',
  'app.login.validation.password_alphanumeric',
  'app.topbar.language',
  'ra.input.password.toggle_visible',
  'ra.input.password.toggle_hidden',
] as const;

export type LoginMessages = Record<(typeof MESSAGE_KEYS)[number], string>;

export interface LoginValues {
  email: string;
  password: string;
}

type LoginErrors = Partial<Record<keyof LoginValues, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** SPEC §5: the message asks for a digit and a letter, but the check only requires letters and digits. */
const LETTERS_AND_DIGITS = /^[a-z0-9]+$/i;

/** SPEC §5 login rules; messages are translation keys. */
export const validateLogin = (values: Partial<Record<keyof LoginValues, string | null>>): LoginErrors => {
  const email = (values.email ?? '').trim();
  const password = values.password ?? '';
  const errors: LoginErrors = {};
  if (!email) errors.email = 'app.login.validation.email_required';
  else if (!EMAIL.test(email)) errors.email = 'app.login.validation.email_invalid';
  if (!password) errors.password = 'app.login.validation.password_required';
  else if (!LETTERS_AND_DIGITS.test(password)) errors.password = 'app.login.validation.password_alphanumeric';
  return errors;
};
