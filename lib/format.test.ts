import { describe, expect, it } from 'vitest';

import { makeFormatters } from './format';

describe('makeFormatters', () => {
  it('compact: a chart axis figure short enough for its width, in the chosen language', () => {
    expect(makeFormatters('en').compact(600_000)).toBe('600K');
    expect(makeFormatters('en').compact(1_864_868_930)).toBe('1.9B');
    expect(makeFormatters('de').compact(1_864_868_930)).toBe('1,9\u00a0Mrd.');
    expect(makeFormatters('ru').compact(600_000)).toBe('600\u00a0тыс.');
    expect(makeFormatters('it').compact(600_000)).toBe('600K');
    // The full figure stays for tooltips and cards.
    expect(makeFormatters('en').number(600_000)).toBe('600,000');
  });
});

describe('one date style per language', () => {
  const at = new Date(2026, 10, 25, 14, 5);
  it('English is day first (as read in Pakistan): 25 Nov 2026, never 11/25/2026 or Nov 25, 2026', () => {
    expect(makeFormatters('en').date(at)).toBe('25 Nov 2026');
    expect(makeFormatters('en').dateTime(at)).toBe('25 Nov 2026, 14:05');
    expect(makeFormatters('en').dayMonth(at)).toBe('25 Nov');
  });
  it('the other languages: day, short month, year in their own words', () => {
    expect(makeFormatters('de').date(at)).toBe('25. Nov. 2026');
    expect(makeFormatters('it').date(at)).toBe('25 nov 2026');
    expect(makeFormatters('es').date(at)).toBe('25 nov 2026');
    expect(makeFormatters('ru').date(at)).toMatch(/^25 нояб\. 2026/);
  });
});

describe('digitDate: the day in digits, as a date input is typed', () => {
  it("in each language's digit order, English day first", () => {
    const at = new Date(2026, 10, 25);
    expect(makeFormatters('en').digitDate(at)).toBe('25/11/2026');
    expect(makeFormatters('de').digitDate(at)).toBe('25.11.2026');
    expect(makeFormatters('ru').digitDate(at)).toBe('25.11.2026');
    expect(makeFormatters('it').digitDate(at)).toBe('25/11/2026');
    expect(makeFormatters('es').digitDate(at)).toBe('25/11/2026');
    expect(makeFormatters('en').digitDate(new Date(Number.NaN))).toBe('');
  });
});

describe('duration: a typed duration in the chosen language', () => {
  it("'<number> <unit>' in minutes, hours, days or weeks, singular or plural, any case", () => {
    expect(makeFormatters('en').duration('30 Days')).toBe('30 days');
    expect(makeFormatters('en').duration('1 day')).toBe('1 day');
    expect(makeFormatters('de').duration('30 Days')).toBe('30 Tage');
    expect(makeFormatters('de').duration('1 Day')).toBe('1 Tag');
    expect(makeFormatters('ru').duration('2 HOURS')).toBe('2 часа');
    expect(makeFormatters('ru').duration('30 days')).toBe('30 дней');
    expect(makeFormatters('es').duration('45 minutes')).toBe('45 minutos');
    expect(makeFormatters('it').duration(' 2 weeks ')).toBe('2 settimane');
    expect(makeFormatters('de').duration('1.5 Hours')).toBe('1,5 Stunden');
  });
  it('anything else as written', () => {
    for (const text of ['Same day', '2-3 Days', '24 hrs', 'Days 3', '', '3 Months']) {
      expect(makeFormatters('de').duration(text)).toBe(text);
    }
  });
});

describe('numbers grouped from four digits in every language (Spanish too: CLDR would leave 1234 bare)', () => {
  it.each([
    ['en', '1,234', '1,234.5'],
    ['es', '1.234', '1.234,5'],
    ['de', '1.234', '1.234,5'],
    ['it', '1.234', '1.234,5'],
    ['ru', '1\u00a0234', '1\u00a0234,5'],
  ])('%s: %s and %s', (locale, whole, decimal) => {
    expect(makeFormatters(locale).number(1234)).toBe(whole);
    expect(makeFormatters(locale).amount(1234.5)).toBe(decimal);
  });
});
