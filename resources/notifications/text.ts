import { useCallback, useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';

import { makeFormatters } from '../../lib/format';
import type { AppNotificationRecord } from './targets';

type Translate = (key: string, options?: Record<string, unknown>) => string;
export type NotificationText = Pick<AppNotificationRecord, 'Title' | 'Body'> &
  Partial<Pick<AppNotificationRecord, 'Key' | 'Params'>>;

/**
 * A notification's title and body in the reader's language. The API sends a translation key and its
 * parameters besides the stored English text: the key picks `resources.notifications.server.<key>.title|body`,
 * amounts are formatted per language and a complaint status is translated. A row written before the keys (or a key
 * this app does not know) shows its stored text, so old history stays readable.
 */
export const notificationText = (
  n: NotificationText,
  translate: Translate,
  locale: string,
): { title: string; body: string } => {
  if (!n.Key) return { title: n.Title, body: n.Body };
  const formatters = makeFormatters(locale);
  const params: Record<string, unknown> = { ...(n.Params ?? {}) };
  if (typeof params.amount === 'number') params.amount = formatters.amount(params.amount);
  if (typeof params.status === 'string') {
    const status = params.status;
    params.status = translate(`resources.complaints.filters.Status.${status}`, { _: status });
  }
  if (typeof params.type === 'string') {
    const type = params.type;
    params.type = translate(`resources.complaints.filters.Type.${type}`, { _: type });
  }
  const base = `resources.notifications.server.${n.Key}`;
  return {
    title: translate(`${base}.title`, { ...params, _: n.Title }),
    body: translate(`${base}.body`, { ...params, _: n.Body }),
  };
};

/** `notificationText` bound to the current language. */
export const useNotificationText = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return useCallback((n: NotificationText) => notificationText(n, translate, locale), [translate, locale]);
};

/**
 * Notification dates: day, short month, year in every language (SPEC: "23 Nov 2026"). English uses the
 * day-month order of en-GB: plain `en` would print "Nov 23, 2026".
 */
export const notificationDateFormat = (locale: string) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, { day: 'numeric', month: 'short', year: 'numeric' });

export const useNotificationDate = () => {
  const [locale] = useLocaleState();
  const format = useMemo(() => notificationDateFormat(locale), [locale]);
  return useCallback(
    (value: string | Date) => {
      const date = value instanceof Date ? value : new Date(value);
      return Number.isNaN(date.getTime()) ? '' : format.format(date);
    },
    [format],
  );
};
