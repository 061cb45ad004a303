import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { AdminContext, testDataProvider } from '../../tests/AdminContext';
import type { Payable } from './types';
import { UpdateStatusDialog } from './UpdateStatusDialog';

const payable: Payable = {
  id: 7,
  orderId: 7,
  Lab_id: 1,
  lab_name: 'Alpha Lab',
  PaymentType: 'Online',
  Total: 2500,
  Status: 'Unpaid',
  created_at: '2026-01-01T00:00:00Z',
};

describe('UpdateStatusDialog', () => {
  it('is prefilled, refuses empty text and sends the new free text', async () => {
    const dataProvider = testDataProvider();
    const onClose = vi.fn();
    render(
      <AdminContext dataProvider={dataProvider}>
        <UpdateStatusDialog record={payable} onClose={onClose} />
      </AdminContext>,
    );
    const input = await screen.findByLabelText('Status');
    expect(input).toHaveValue('Unpaid');
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Please enter a status')).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: 'Paid via bank transfer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(dataProvider.update).toHaveBeenCalledWith(
      'payables',
      expect.objectContaining({ id: 7, data: { Status: 'Paid via bank transfer' } }),
    );
  });

  it('keeps the modal open when the update fails', async () => {
    const dataProvider = testDataProvider({
      update: vi.fn(async () => {
        throw new Error('Server down');
      }),
    });
    const onClose = vi.fn();
    render(
      <AdminContext dataProvider={dataProvider}>
        <UpdateStatusDialog record={payable} onClose={onClose} />
      </AdminContext>,
    );
    fireEvent.change(await screen.findByLabelText('Status'), { target: { value: 'Paid' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
