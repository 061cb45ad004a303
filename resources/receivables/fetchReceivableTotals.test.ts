import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';

import type { LabHubDataProvider } from '../../dataProvider';
import { fetchReceivableTotals, RECEIVABLE_TOTALS_PATH, RECEIVABLES_PATH } from './ReceivableTotalsCards';

/** A provider answering `get` from a table of paths; an unknown path is the server's 404. */
const provider = (replies: Record<string, unknown>) =>
  ({
    get: (path: string) => {
      if (!(path in replies)) return Promise.reject(new HttpError('Not Found', 404, { detail: 'Not Found' }));
      const reply = replies[path];
      return reply instanceof Error ? Promise.reject(reply) : Promise.resolve({ data: reply });
    },
  }) as unknown as LabHubDataProvider;

describe('fetchReceivableTotals', () => {
  it("reads the server's totals", async () => {
    const totals = { due: 3_000_000_000, received: 1_000_000_000, pending: 2_000_000_000 };
    expect(await fetchReceivableTotals(provider({ [RECEIVABLE_TOTALS_PATH]: totals }))).toEqual(totals);
  });

  it('adds up every receivable on a backend without the totals call', async () => {
    const list = [
      { Commission: 100, Status: 'Received' },
      { Commission: 40, Status: 'Pending' },
    ];
    expect(await fetchReceivableTotals(provider({ [RECEIVABLES_PATH]: list }))).toEqual({
      due: 140,
      received: 100,
      pending: 40,
    });
  });

  it('passes any other failure on (the cards then offer Retry)', async () => {
    const down = new HttpError('Service Unavailable', 503, { detail: 'The database is not answering.' });
    await expect(fetchReceivableTotals(provider({ [RECEIVABLE_TOTALS_PATH]: down }))).rejects.toBe(down);
  });
});
