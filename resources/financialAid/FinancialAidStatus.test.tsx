import { render, screen } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';

import { financialAidContract } from '../../contracts/finance';
import { i18nProvider } from '../../src/i18n';
import { AdminContext } from '../../tests/AdminContext';
import { fieldOf } from '../generic/fieldOf';

describe("A financial aid request's Status, drawn from its contract (a choice with badge colours) in every language", () => {
  it.each([
    ['en', 'Approved', 'Approved', 'success'],
    ['en', 'Pending Response', 'Pending Response', 'warning'],
    ['en', 'Rejected', 'Rejected', 'error'],
    ['es', 'Pending Response', 'Pendiente de respuesta', 'warning'],
    ['de', 'Approved', 'Genehmigt', 'success'],
    ['ru', 'Rejected', 'Отклонена', 'error'],
    ['it', 'Pending Response', 'In attesa di risposta', 'warning'],
    ['en', 'Withdrawn', 'Withdrawn', 'default'],
  ])('in %s, %s reads %s on a %s badge', async (locale, Status, label, color) => {
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale })}>
        {fieldOf(financialAidContract, 'Status', { id: 1, Status })}
      </AdminContext>,
    );
    const badge = await screen.findByText(label);
    expect(badge.closest('[data-status]')).toHaveAttribute('data-status', color);
    expect(badge.closest('.MuiChip-root')?.className).toContain(`color${color[0].toUpperCase()}${color.slice(1)}`);
  });
});
