import { render, screen } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';

import { receivablesContract } from '../../contracts/receivables';
import { i18nProvider } from '../../src/i18n';
import { AdminContext } from '../../tests/AdminContext';
import { fieldOf } from '../generic/fieldOf';
import { receivableTotals } from './types';

describe("A receivable's Status, drawn from its contract (a choice with badge colours) in every language", () => {
  it.each([
    ['en', 'Received', 'Received', 'success'],
    ['en', 'Pending', 'Pending', 'warning'],
    ['es', 'Received', 'Recibido', 'success'],
    ['de', 'Pending', 'Ausstehend', 'warning'],
    ['ru', 'Received', 'Получено', 'success'],
    ['it', 'Pending', 'In attesa', 'warning'],
  ])('in %s, %s reads %s on a %s badge', async (locale, Status, label, color) => {
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale })}>
        {fieldOf(receivablesContract, 'Status', { id: 1, Status })}
      </AdminContext>,
    );
    const badge = await screen.findByText(label);
    expect(badge.closest('[data-status]')).toHaveAttribute('data-status', color);
    expect(badge.closest('.MuiChip-root')?.className).toContain(color === 'success' ? 'colorSuccess' : 'colorWarning');
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
