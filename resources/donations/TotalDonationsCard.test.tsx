import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';

import { AdminContext, testDataProvider } from '../../tests/AdminContext';
import { TotalDonationsCard } from './TotalDonationsCard';

describe('TotalDonationsCard', () => {
  it('a failed load shows the error with Retry (not a loading bar forever), and Retry shows the total', async () => {
    const get = vi
      .fn()
      .mockRejectedValueOnce(new HttpError('Unreachable', 0, { detail: 'The server could not be reached.' }))
      .mockResolvedValue({ data: { total: 892300 } });
    render(
      <AdminContext dataProvider={testDataProvider({ get })}>
        <TotalDonationsCard />
      </AdminContext>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('PKR 892,300')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
