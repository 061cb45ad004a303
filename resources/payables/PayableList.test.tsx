/**
 * The payables CSV holds what the screen shows in the chosen language: the statuses and payment types the server
 * writes in their words, a typed status as typed, the date in the language's style; amounts stay numbers.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type DataProvider, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeFormatters } from '../../lib/format';
import { i18nProvider } from '../../src/i18n';
import { AdminContext, testDataProvider } from '../../tests/AdminContext';
import { PayableList } from './PayableList';

const at = '2026-11-20T09:30:00.000Z';
const payables = [
  { id: 1, orderId: 41, Lab_id: 3, lab_name: 'Chughtai Lab', PaymentType: 'Online', Total: 12500, Status: 'Paid' },
  {
    id: 2,
    orderId: 40,
    Lab_id: 3,
    lab_name: 'Chughtai Lab',
    PaymentType: 'Cash',
    Total: 1234,
    Status: 'Sent by cheque',
  },
].map(p => ({ ...p, created_at: at }));

const { createObjectURL } = URL as { createObjectURL: (blob: Blob) => string };

/** The lines of the CSV file the page hands to the browser. */
const downloaded = () => {
  const files: Blob[] = [];
  URL.createObjectURL = (blob: Blob) => (files.push(blob), 'blob:csv');
  return async () => {
    await waitFor(() => expect(files).toHaveLength(1));
    return (await files[0].text()).split('\r\n');
  };
};

describe('the payables CSV', () => {
  afterEach(() => {
    URL.createObjectURL = createObjectURL;
  });

  it('in German: Bezahlt / Online, Bar, a typed status as typed, the German date, amounts as numbers', async () => {
    const file = downloaded();
    render(
      <AdminContext
        i18nProvider={i18nProvider}
        store={memoryStore({ locale: 'de' })}
        dataProvider={testDataProvider({
          getList: vi.fn(async () => ({ data: payables, total: 2 })) as DataProvider['getList'],
        })}
      >
        <PayableList />
      </AdminContext>,
    );
    await screen.findAllByText('Bezahlt', undefined, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Exportieren' }));
    const [header, ...rows] = await file();
    expect(header).toBe('orderId,lab_name,PaymentType,Total,Status,created_at');
    const date = makeFormatters('de').dateTime(at);
    expect(rows).toEqual([
      `41,Chughtai Lab,Online,12500,Bezahlt,"${date}"`,
      `40,Chughtai Lab,Bar,1234,Sent by cheque,"${date}"`,
    ]);
  });
});
