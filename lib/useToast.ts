import { createElement, useMemo } from 'react';
import { useNotify, useTranslate } from 'react-admin';

import { ruleKeyOfEnglish } from '../contracts/rules';
import { TOAST_SUCCESS_DURATION_MS } from './config';
import { ProgressToast } from './ProgressToast';

type MessageArgs = Record<string, unknown>;

/**
 * What went wrong, in words for the toast's second half: the API's `detail` (translated when it is a rule's English
 * text, contracts/rules.ts), or — when the request never reached
 * the server (status 0, see dataProvider/http.ts) — the translated "server could not be reached" sentence; a string
 * cause is the caller's own (translated) reason.
 */
export const errorDetail = (cause: unknown, translate: (key: string) => string): string | undefined => {
  if (typeof cause === 'string') return cause || undefined;
  if (typeof cause !== 'object' || cause === null) return undefined;
  const { status, body, message } = cause as { status?: unknown; body?: { detail?: unknown }; message?: unknown };
  if (status === 0) return translate('app.login.network_error');
  if (typeof body?.detail === 'string' && body.detail) {
    // A rule's English text (contracts/rules.ts) is shown in the reader's language.
    const key = ruleKeyOfEnglish(body.detail);
    return key ? translate(key) : body.detail;
  }
  return typeof message === 'string' && message ? message : undefined;
};

/**
 * SPEC §8 progress / success / error toasts; messages are translation keys. A progress toast gives way to the
 * next toast as soon as it is queued.
 */
export const useToast = () => {
  const notify = useNotify();
  const translate = useTranslate();
  return useMemo(
    () => ({
      progress: (message: string, messageArgs?: MessageArgs) =>
        notify(createElement(ProgressToast, { message, messageArgs }), { type: 'info' }),
      success: (message: string, messageArgs?: MessageArgs) =>
        notify(message, { type: 'success', messageArgs, autoHideDuration: TOAST_SUCCESS_DURATION_MS }),
      /** With a `cause` (the failed call's error) the toast reads "<message>: <what went wrong>". */
      error: (message: string, messageArgs?: MessageArgs, cause?: unknown) => {
        const detail = cause === undefined ? undefined : errorDetail(cause, translate);
        if (!detail) return notify(message, { type: 'error', messageArgs });
        return notify('app.login.with_detail', {
          type: 'error',
          messageArgs: { message: translate(message, messageArgs), detail, _: detail },
        });
      },
    }),
    [notify, translate],
  );
};
