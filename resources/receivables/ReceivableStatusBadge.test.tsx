import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AdminContext } from '../../tests/AdminContext';
import { ReceivableStatusBadge } from './ReceivableStatusBadge';
import { receivableTotals } from './types';

describe('ReceivableStatusBadge', () => {
  it.each([
    ['Received', 'colorSuccess'],
    ['Pending', 'colorWarning'],
  ])('%s has the %s colour', async (Status, colorClass) => {
    render(
      <AdminContext>
        <ReceivableStatusBadge record={{ Status }} />
      </AdminContext>,
    );
    const badge = await screen.findByText(Status);
    expect(badge.closest('.MuiChip-root')?.className).toContain(colorClass);
  });
});

describe('receivableTotals', () => {
  it('sums the commission: all of it, the received part and the pending rest', () => {
    expect(
      receivableTotals([
        { Commission: 100, Status: 'Received' },
        { Commission: 40.5, Status: 'Pending' },
        { Commission: 60, Status: 'Received' },
      ]),
    ).toEqual({ due: 200.5, received: 160, pending: 40.5 });
    expect(receivableTotals([])).toEqual({ due: 0, received: 0, pending: 0 });
  });
});
