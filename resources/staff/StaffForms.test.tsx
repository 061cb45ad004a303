import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';

import { testDataProvider } from '../../tests/AdminContext';
import { renderFormScreen } from '../../tests/renderFormScreen';
import { StaffRegister } from './StaffForms';

const DUPLICATE = 'A staff member with this email already exists.';

const renderRegister = (dataProvider = testDataProvider()) =>
  renderFormScreen(
    {
      path: '/registerstaff',
      resource: 'staff',
      screen: <StaffRegister />,
      listPath: '/stafflist',
      listText: 'Staff list page',
    },
    dataProvider,
  );

const input = (name: string) => screen.getByRole('textbox', { name });

/** Types a valid registration (contact and CNIC without their dashes) and submits it. */
const fillAndSubmit = async () => {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'Ayesha Khan' } });
  fireEvent.change(input('Email'), { target: { value: 'ayesha@labhub.pk' } });
  fireEvent.change(screen.getByLabelText('Password *', { selector: 'input' }), { target: { value: 'Staff1234' } });
  fireEvent.change(input('Contact Number'), { target: { value: '03001234567' } });
  fireEvent.change(input('CNIC'), { target: { value: '3520212345671' } });
  fireEvent.click(screen.getByRole('button', { name: 'Register Staff' }));
};

describe('StaffRegister', () => {
  it('masks the contact number while typing: 03001234567 gives 0300-1234567, capped at 12', async () => {
    const user = userEvent.setup();
    renderRegister();
    await user.type(await screen.findByRole('textbox', { name: 'Contact Number' }), '03001234567');
    expect(input('Contact Number')).toHaveValue('0300-1234567');
    await user.type(input('Contact Number'), '89');
    expect(input('Contact Number')).toHaveValue('0300-1234567');
  });

  it('masks the CNIC digit by digit: 35202-1234567-1, capped at 15', async () => {
    const user = userEvent.setup();
    renderRegister();
    const cnic = await screen.findByRole('textbox', { name: 'CNIC' });
    await user.type(cnic, '35202');
    expect(cnic).toHaveValue('35202');
    await user.type(cnic, '1');
    expect(cnic).toHaveValue('35202-1');
    await user.type(cnic, '234567');
    expect(cnic).toHaveValue('35202-1234567');
    await user.type(cnic, '1');
    expect(cnic).toHaveValue('35202-1234567-1');
    await user.type(cnic, '9');
    expect(cnic).toHaveValue('35202-1234567-1');
  });

  it('shows every SPEC message once submitted', async () => {
    const dataProvider = renderRegister();
    fireEvent.click(await screen.findByRole('button', { name: 'Register Staff' }));
    for (const message of [
      'Name is required',
      'Email is required',
      'Password is required',
      'Contact Number is required',
      'CNIC is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    fireEvent.change(input('Email'), { target: { value: 'not-an-email' } });
    fireEvent.change(input('Contact Number'), { target: { value: '0400-1234567' } });
    fireEvent.change(input('CNIC'), { target: { value: '35202-12' } });
    expect(await screen.findByText('Email is invalid')).toBeInTheDocument();
    expect(await screen.findByText('Please write a valid contact number e.g. 0300-1234567')).toBeInTheDocument();
    expect(await screen.findByText('Invalid CNIC')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it("shows the server's detail in a red alert and keeps the typed values", async () => {
    const create = vi.fn(async () => {
      throw new HttpError(DUPLICATE, 409, { detail: DUPLICATE, errors: { email: DUPLICATE } });
    });
    renderRegister(testDataProvider({ create }));
    await fillAndSubmit();
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        'staff',
        expect.objectContaining({
          data: {
            name: 'Ayesha Khan',
            email: 'ayesha@labhub.pk',
            password: 'Staff1234',
            contact_number: '0300-1234567',
            CNIC: '35202-1234567-1',
          },
        }),
      ),
    );
    const alert = await screen.findByText(DUPLICATE, { selector: '.MuiAlert-message' });
    expect(alert.closest('[role="alert"]')).toHaveClass('MuiAlert-colorError');
    expect(await screen.findByText(`Error Registering Staff: ${DUPLICATE}`)).toBeInTheDocument();
    expect(input('Name')).toHaveValue('Ayesha Khan');
    expect(input('Email')).toHaveValue('ayesha@labhub.pk');
  });

  it('goes to the staff list after success', async () => {
    renderRegister();
    await fillAndSubmit();
    // The resolver, the save and the redirect are three async steps: room for a busy machine.
    expect(await screen.findByText('Staff Registered Successfully', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('Staff list page', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('"Save and add another" saves, says so, and stays on an empty form for the next one', async () => {
    const create = vi.fn(async () => ({ data: { id: 1 } as never }));
    renderRegister(testDataProvider({ create }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'Ayesha Khan' } });
    fireEvent.change(input('Email'), { target: { value: 'ayesha@labhub.pk' } });
    fireEvent.change(screen.getByLabelText('Password *', { selector: 'input' }), { target: { value: 'Staff1234' } });
    fireEvent.change(input('Contact Number'), { target: { value: '03001234567' } });
    fireEvent.change(input('CNIC'), { target: { value: '3520212345671' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and add another' }));
    expect(await screen.findByText('Staff Registered Successfully', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(input('Name')).toHaveValue(''));
    expect(input('Email')).toHaveValue('');
    expect(screen.queryByText('Staff list page')).not.toBeInTheDocument();
  });

  it('Cancel goes to the staff list with the toast', async () => {
    const user = userEvent.setup();
    renderRegister();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Staff Creation Cancelled')).toBeInTheDocument();
    expect(screen.getByText('Staff list page')).toBeInTheDocument();
  });
});
