/**
 * Date inputs in the chosen language, not the browser's: the day in that language's digit order (English day first,
 * as read in Pakistan), the form's value kept as '2026-11-25', and a day set from outside the field (a saved view,
 * a reset) drawn in it; the form told of a typed day only when it is another.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useEffect } from 'react';
import { Form, memoryStore, useInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';

import { makeFormatters } from '../../lib/format';
import { i18nProvider } from '../../src/i18n';
import { AdminContext } from '../../tests/AdminContext';
import { dayOf, DayPlaceholder, isoDay, LocaleDateInput } from './LocaleDateInput';

function SetDay({ to }: { to: string }) {
  const { setValue } = useFormContext();
  return (
    <button type="button" onClick={() => setValue('day', to)}>
      set
    </button>
  );
}

function Shown() {
  const { field } = useInput({ source: 'day' });
  return <output data-testid="value">{String(field.value)}</output>;
}

/** Every change of the form's day that the form's watchers hear (what react-admin's filter form submits). */
function Changes({ seen }: { seen: string[] }) {
  const { watch } = useFormContext();
  useEffect(() => {
    const { unsubscribe } = watch((values, { name }) => {
      if (name === 'day') seen.push(String(values.day));
    });
    return unsubscribe;
  }, [watch, seen]);
  return null;
}

/** The field in a form of day 2026-11-25, in `locale`, with `beside` in the form (a button setting another day). */
const inLanguage = (locale: string, beside: ReactNode = <SetDay to="2026-01-02" />) =>
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <Form record={{ day: '2026-11-25' }}>
        <LocaleDateInput source="day" label="Day" />
        {beside}
        <Shown />
      </Form>
    </AdminContext>,
  );

describe('LocaleDateInput', () => {
  it('reads and writes the form value as a day', () => {
    expect(isoDay(dayOf('2026-11-25')!)).toBe('2026-11-25');
    expect(isoDay(dayOf('2026-03-05T22:30:00.000Z')!)).toBe('2026-03-05');
    expect(dayOf('')).toBeNull();
    expect(dayOf(null)).toBeNull();
    expect(isoDay(new Date(999, 0, 9))).toBe('0999-01-09');
  });

  it("builds no Intl formatter as it renders: the placeholder's day comes from lib/format's formatter of the language", () => {
    makeFormatters('de');
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      const placeholder = (day: number) => (
        <DayPlaceholder id="day" label="Day" locale="de" value={new Date(2026, 10, day)} />
      );
      const { rerender } = render(placeholder(25));
      expect(screen.getByRole('textbox')).toHaveValue('25.11.2026');
      rerender(placeholder(26));
      expect(screen.getByRole('textbox')).toHaveValue('26.11.2026');
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });

  it.each([
    ['en', '25/11/2026', '02/01/2026'],
    ['de', '25.11.2026', '02.01.2026'],
    ['ru', '25.11.2026', '02.01.2026'],
    ['it', '25/11/2026', '02/01/2026'],
    ['es', '25/11/2026', '02/01/2026'],
  ])('writes the day in %s as %s, and draws a day the form is given', async (locale, shown, changed) => {
    inLanguage(locale);
    const field = await screen.findByRole('group', {}, { timeout: 10_000 });
    await waitFor(() => expect(field.textContent).toContain(shown));
    screen.getByRole('button', { name: 'set' }).click();
    await waitFor(() => expect(screen.getByRole('group').textContent).toContain(changed));
    expect(screen.getByTestId('value').textContent).toBe('2026-01-02');
  });

  it('tells the form only of another day: the year typed last, on a day the day and month already made, is no change', async () => {
    const seen: string[] = [];
    inLanguage('en', <Changes seen={seen} />);
    const field = await screen.findByRole('group', {}, { timeout: 10_000 });
    const user = userEvent.setup();
    await user.click(within(field).getAllByRole('spinbutton')[0]);
    await user.keyboard('01122026');
    await waitFor(() => expect(screen.getByRole('group').textContent).toContain('01/12/2026'));
    expect(screen.getByTestId('value').textContent).toBe('2026-12-01');
    // 01/11, 01/01, then 01/12/2026 once: the year's four digits (0002 … 2026) end on the form's own day.
    expect(seen.at(-1)).toBe('2026-12-01');
    expect(seen.filter(day => day === '2026-12-01')).toHaveLength(1);
    expect(seen.filter((day, i) => day === seen[i - 1])).toEqual([]);
  });
});
