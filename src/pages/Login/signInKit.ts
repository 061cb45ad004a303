/** What index.html carries for the sign-in script (signIn.ts), written at build time by prerender.tsx. */

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
