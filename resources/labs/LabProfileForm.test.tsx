import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { memoryStore, Notification } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';

import { i18nProvider } from '../../src/i18n';
import { AdminContext, testDataProvider } from '../../tests/AdminContext';
import { LabProfileForm } from './LabProfileForm';
import type { Lab } from './types';

const lab = {
  id: 'lab@labhub.pk',
  labId: 1,
  email: 'lab@labhub.pk',
  name: 'LabHub Diagnostics Lahore',
  Logo: null,
  address: '12 Main Boulevard, Lahore',
  landline_number: '042-35761234',
  contact_number: '0321-4856120',
  health_department_id: 'PHC-1',
  verified: true,
  is_active: true,
} as Lab;

const setup = (locale?: string) => {
  const update = vi.fn(async (_resource: string, { id, data }: { id: string; data: object }) => ({
    data: { id, ...data },
  }));
  const dataProvider = testDataProvider({ update: update as never });
  const onSaved = vi.fn();
  render(
    <AdminContext dataProvider={dataProvider} {...(locale ? { i18nProvider, store: memoryStore({ locale }) } : {})}>
      <LabProfileForm lab={lab} onSaved={onSaved} />
      <Notification />
    </AdminContext>,
  );
  return { update, onSaved };
};

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);

/** react-admin's mark of a required input after its label (a thin space, which the queries read as a space, and an asterisk). */
const REQUIRED = ' *';

describe('LabProfileForm', () => {
  it('marks the inputs its schema requires with an asterisk, the optional health department id without', () => {
    setup();
    for (const label of ['Username', 'Address', 'Contact Number', 'Landline'])
      expect(screen.getByLabelText(label + REQUIRED)).toBeInstanceOf(HTMLInputElement);
    expect(screen.getByLabelText('Health Department ID')).toBeInstanceOf(HTMLInputElement);
    expect(screen.queryByLabelText('Health Department ID' + REQUIRED)).toBeNull();
  });

  it('says in German how long a text may be, with its number', async () => {
    const { update } = setup('de');
    // The German messages load on first use.
    const name = await screen.findByLabelText('Benutzername' + REQUIRED, {}, { timeout: 5000 });
    fireEvent.change(name, { target: { value: 'x'.repeat(151) } });
    fireEvent.change(screen.getByLabelText('Gesundheitsamt-ID'), { target: { value: 'y'.repeat(61) } });
    fireEvent.click(screen.getByRole('button', { name: 'Aktualisieren' }));
    expect(await screen.findByText('Höchstens 150 Zeichen')).toBeInTheDocument();
    expect(screen.getByText('Höchstens 60 Zeichen')).toBeInTheDocument();
    expect(screen.queryByText(/At most|characters/)).toBeNull();
    expect(update).not.toHaveBeenCalled();
  });

  it('shows the SPEC §5 messages for empty required fields and saves nothing', async () => {
    const { update } = setup();
    for (const label of [/Username/, /Address/, /Contact Number/, /Landline/])
      fireEvent.change(field(label), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Please Enter Your Username')).toBeInTheDocument();
    expect(screen.getByText('Please Enter Your Address')).toBeInTheDocument();
    expect(screen.getByText('Please Enter Your Contact')).toBeInTheDocument();
    expect(screen.getByText('Please enter your landline number')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it('masks the contact (letters dropped) and refuses a malformed one, keeping the value', async () => {
    const { update } = setup();
    fireEvent.change(field(/Contact Number/), { target: { value: '12ab' } });
    expect(field(/Contact Number/).value).toBe('12');
    fireEvent.change(field(/Contact Number/), { target: { value: '+923001234567' } });
    expect(field(/Contact Number/).value).toBe('+92300-1234567');
    fireEvent.change(field(/Contact Number/), { target: { value: '12ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Please write a valid contact number e.g. 0300-1234567')).toBeInTheDocument();
    expect(field(/Contact Number/).value).toBe('12');
    expect(update).not.toHaveBeenCalled();
  });

  it('health department id is optional; saves with the success toast', async () => {
    const { update, onSaved } = setup();
    fireEvent.change(field(/Health Department ID/), { target: { value: '' } });
    fireEvent.change(field(/Address/), { target: { value: '99 New Road, Lahore' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][1]).toMatchObject({
      id: 'lab@labhub.pk',
      data: {
        name: lab.name,
        address: '99 New Road, Lahore',
        contact_number: '0321-4856120',
        landline_number: '042-35761234',
        health_department_id: null,
      },
    });
    expect(await screen.findByText('Lab Updated Successfully')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalled();
  });
});
