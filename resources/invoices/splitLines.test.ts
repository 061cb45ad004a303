import { describe, expect, it } from 'vitest';

import { DEFAULT_INVOICE_ID, splitLines } from './splitLines';

describe('splitLines', () => {
  it('puts each comma-separated part on its own line, trimmed, without empty parts', () => {
    expect(splitLines('Ravi Labs Lahore, Suite 21, Iqbal Road,, DHA Phase 5 , Lahore')).toEqual([
      'Ravi Labs Lahore',
      'Suite 21',
      'Iqbal Road',
      'DHA Phase 5',
      'Lahore',
    ]);
    expect(splitLines('One line')).toEqual(['One line']);
    expect(splitLines('')).toEqual([]);
    expect(splitLines(null)).toEqual([]);
  });

  it('defaults to invoice 1', () => {
    expect(DEFAULT_INVOICE_ID).toBe(1);
  });
});
