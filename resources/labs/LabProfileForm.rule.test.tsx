/**
 * One rule source: the lab profile form validates with the labs contract's `input.update`. The contract's landline rule
 * is made stricter here, as in server/routes/labs.rule.test.ts, and the form refuses what it used to take, with the
 * contract's message, before anything is sent.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { AdminContext, testDataProvider } from '../../tests/AdminContext';
import { LabProfileForm } from './LabProfileForm';
import type { Lab } from './types';

vi.mock('../../contracts/labs', async importOriginal => {
  const original = await importOriginal<typeof import('../../contracts/labs')>();
  const update = original.labsContract.input.update;
  const stricter = update.extend({
    landline_number: update.shape.landline_number.regex(/^0\d{2,4}-\d{5,8}$/, 'resources.labs.validation.landline'),
  });
  return { ...original, labsContract: { ...original.labsContract, input: { update: stricter } } };
});

const lab = {
  id: 'lab@labhub.pk',
  email: 'lab@labhub.pk',
  name: 'LabHub Diagnostics Lahore',
  address: '12 Main Boulevard, Lahore',
  landline_number: '042-35761234',
  contact_number: '0321-4856120',
  health_department_id: null,
} as unknown as Lab;

describe('LabProfileForm follows its contract', () => {
  it('a stricter landline rule in the contract: the form shows its message and sends nothing', async () => {
    const update = vi.fn(async (_r: string, { id, data }: { id: string; data: object }) => ({ data: { id, ...data } }));
    render(
      <AdminContext dataProvider={testDataProvider({ update: update as never })}>
        <LabProfileForm lab={lab} onSaved={() => undefined} />
      </AdminContext>,
    );
    const landline = screen.getByLabelText<HTMLInputElement>(/Landline/);
    fireEvent.change(landline, { target: { value: '35761234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Please enter your landline number')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();

    fireEvent.change(landline, { target: { value: '042-35761000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][1].data).toMatchObject({ landline_number: '042-35761000' });
  });
});
