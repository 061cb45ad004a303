import { useLocaleState } from 'react-admin';

/**
 * Numbers, money and dates in the reader's language (Intl). Amounts are Pakistani rupees; the currency text
 * ('PKR', 'RS.') comes from the translation messages so each screen keeps SPEC's wording.
 */
export interface Formatters {
  locale: string;
  /** 12,345 (or 12.345, 12 345 … per language; 1.234 in Spanish too). */
  number: (value: number) => string;
  /** A short number for a chart's axis: 600K, 1.2M (600.000, 1,2 Mio. …): the full one does not fit its width. */
  compact: (value: number) => string;
  /** An amount of rupees with at most two decimals, without a currency sign. */
  amount: (value: number) => string;
  /** 23 Nov 2026 */
  date: (value: string | Date) => string;
  /** 23 Nov 2026, 14:05 */
  dateTime: (value: string | Date) => string;
  /** Short month name of a month index 0–11 (Jan, янв., Gen …). */
  month: (index: number) => string;
  /** 23 Nov */
  dayMonth: (value: string | Date) => string;
  /** 25/11/2026, 25.11.2026 …: the day in the language's digit order, as a date input is typed (English day first). */
  digitDate: (value: Date) => string;
  /**
   * A duration typed as text: '<number> <unit>' (minutes, hours, days or weeks, singular or plural, any case) in the
   * language's words ('30 Days' → '30 Tage', '30 дней'); any other text as written.
   */
  duration: (text: string) => string;
}

const DURATION = /^\s*(\d+(?:\.\d+)?)\s*(minute|hour|day|week)s?\s*$/i;
const DURATION_UNITS = ['minute', 'hour', 'day', 'week'] as const;

/**
 * Thousands grouped from four digits in every language: Spanish CLDR leaves 4-digit figures bare ('1234' beside
 * '12.345'), which reads badly in a column of amounts (docs/DECISIONS.md). `true` is ECMA-402's "always".
 */
export const GROUPED: Intl.NumberFormatOptions = { useGrouping: true };

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/**
 * The one date style of each language (docs/DECISIONS.md): day, short month, year — "25 Nov 2026" in English (day
 * first, as read in Pakistan: en-GB's order, never the US M/D/YYYY), "25. Nov. 2026", "25 нояб. 2026 г." …
 */
export const dateLocale = (locale: string) => (locale === 'en' ? 'en-GB' : locale);
export const DATE_OPTIONS: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
export const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = { ...DATE_OPTIONS, hour: '2-digit', minute: '2-digit' };

const buildFormatters = (locale: string): Formatters => {
  const integer = new Intl.NumberFormat(locale, GROUPED);
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  const money = new Intl.NumberFormat(locale, { ...GROUPED, maximumFractionDigits: 2 });
  const date = new Intl.DateTimeFormat(dateLocale(locale), DATE_OPTIONS);
  const dateTime = new Intl.DateTimeFormat(dateLocale(locale), DATE_TIME_OPTIONS);
  const month = new Intl.DateTimeFormat(dateLocale(locale), { month: 'short', timeZone: 'UTC' });
  const dayMonth = new Intl.DateTimeFormat(dateLocale(locale), { day: 'numeric', month: 'short' });
  const digitDate = new Intl.DateTimeFormat(dateLocale(locale), { day: '2-digit', month: '2-digit', year: 'numeric' });
  const units = Object.fromEntries(
    DURATION_UNITS.map(unit => [unit, new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' })]),
  );
  const valid = (d: Date) => !Number.isNaN(d.getTime());
  return {
    locale,
    number: value => integer.format(value),
    compact: value => compact.format(value),
    amount: value => money.format(value),
    date: value => (valid(toDate(value)) ? date.format(toDate(value)) : ''),
    dateTime: value => (valid(toDate(value)) ? dateTime.format(toDate(value)) : ''),
    month: index => month.format(new Date(Date.UTC(2026, index, 15))),
    dayMonth: value => (valid(toDate(value)) ? dayMonth.format(toDate(value)) : ''),
    digitDate: value => (valid(value) ? digitDate.format(value) : ''),
    duration: text => {
      const m = DURATION.exec(text);
      return m ? units[m[2].toLowerCase()].format(Number(m[1])) : text;
    },
  };
};

/** Built once per language: an `Intl` formatter is costly to construct, and every card and row asks for them. */
const byLocale = new Map<string, Formatters>();

export const makeFormatters = (locale: string): Formatters => {
  let formatters = byLocale.get(locale);
  if (!formatters) byLocale.set(locale, (formatters = buildFormatters(locale)));
  return formatters;
};

/** The formatters of the current language. */
export const useFormatters = (): Formatters => {
  const [locale] = useLocaleState();
  return makeFormatters(locale);
};
