import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';

import { historyContract } from '../../contracts/history';
import { i18nProvider } from '../../src/i18n';
import { AdminContext } from '../../tests/AdminContext';
import { useFieldText } from '../generic/fieldOf';
import { useAuditText } from './auditText';

const inLanguage =
  (locale: string) =>
  ({ children }: { children: ReactNode }) => (
    <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      {children}
    </AdminContext>
  );

describe("audit actions' labels", () => {
  it.each([
    ['en', 'History entry created', 'History entry deleted'],
    ['de', 'Verlaufseintrag erstellt', 'Verlaufseintrag gelöscht'],
    ['ru', 'Запись истории: создание', 'Запись истории: удаление'],
  ])(
    "a write of a resource served from its contract is named from the contract's name (%s)",
    async (locale, created, deleted) => {
      const { result } = renderHook(() => useAuditText(), { wrapper: inLanguage(locale) });
      await waitFor(() => expect(result.current.action('history.create')).toBe(created));
      expect(result.current.action('history.delete')).toBe(deleted);
    },
  );

  it('keeps the labels of its own and shows an unknown action as written', async () => {
    const { result } = renderHook(() => useAuditText(), { wrapper: inLanguage('en') });
    await waitFor(() => expect(result.current.action('staff.create')).toBe('Staff member registered'));
    expect(result.current.action('nowhere.create')).toBe('nowhere.create');
    expect(result.current.action('lab.frobnicate')).toBe('lab.frobnicate');
  });

  it.each([
    ['en', 'Lab blocked'],
    ['de', 'Labor gesperrt'],
  ])('the CSV and card text of an entry names its action by its label (%s), not its code', async (locale, label) => {
    const { result } = renderHook(() => useFieldText(historyContract), { wrapper: inLanguage(locale) });
    await waitFor(() => expect(result.current({ action: 'lab.block' }, 'action')).toBe(label));
    expect(result.current({ action: 'lab.frobnicate' }, 'action')).toBe('lab.frobnicate');
  });
});
