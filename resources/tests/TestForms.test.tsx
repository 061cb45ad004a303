import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';

import { testDataProvider } from '../../tests/AdminContext';
import { renderFormScreen } from '../../tests/renderFormScreen';
import { EMPTY_TEST_FORM_MESSAGES } from '../../tests/specWording';
import * as testMessages from './messages';
import { TestCreate } from './TestForms';

const renderCreate = (dataProvider = testDataProvider()) =>
  renderFormScreen(
    {
      path: '/createtest',
      resource: 'tests',
      screen: <TestCreate />,
      listPath: '/testslist',
      listText: 'Test Inventory page',
    },
    dataProvider,
  );

const description = () => screen.getByRole('textbox', { name: 'Description' });

const fillValid = async (descriptionText: string) => {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Title' }), { target: { value: 'Lipid Profile' } });
  fireEvent.change(description(), { target: { value: descriptionText } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Preconditions' }), { target: { value: 'Fasting 12 hours' } });
  fireEvent.change(screen.getByRole('spinbutton', { name: 'Lower Price Limit' }), { target: { value: '1000' } });
  fireEvent.change(screen.getByRole('spinbutton', { name: 'Upper Price Limit' }), { target: { value: '2500' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Average Duration' }), { target: { value: '2 Days' } });
};

describe('TestCreate', () => {
  it('shows no message before anything is touched, and the live character count', async () => {
    renderCreate();
    expect(await screen.findByText('0 / 100')).toBeInTheDocument();
    expect(screen.queryByText('Please Enter Your Test Title')).not.toBeInTheDocument();
    fireEvent.change(description(), { target: { value: 'abc' } });
    expect(screen.getByText('3 / 100')).toBeInTheDocument();
  });

  it('refuses 99 characters with the SPEC message, keeping the typed values, and accepts 100', async () => {
    const dataProvider = renderCreate();
    await fillValid('d'.repeat(99));
    expect(screen.getByText('99 / 100')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Create Test' }));
    expect(await screen.findByText('Description must be at least 100 characters')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Lipid Profile');
    expect(description()).toHaveValue('d'.repeat(99));

    fireEvent.change(description(), { target: { value: 'd'.repeat(100) } });
    expect(screen.getByText('100 / 100')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('Description must be at least 100 characters')).not.toBeInTheDocument(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create Test' }));
    await waitFor(() =>
      expect(dataProvider.create).toHaveBeenCalledWith(
        'tests',
        expect.objectContaining({
          data: expect.objectContaining({
            Title: 'Lipid Profile',
            Description: 'd'.repeat(100),
            LowerPriceLimit: 1000,
            UpperPriceLimit: 2500,
          }),
        }),
      ),
    );
    expect(await screen.findByText('Test Created Successfully')).toBeInTheDocument();
    expect(await screen.findByText('Test Inventory page')).toBeInTheDocument();
  });

  it('shows every required message on submit', async () => {
    renderCreate();
    fireEvent.click(await screen.findByRole('button', { name: 'Create Test' }));
    for (const message of EMPTY_TEST_FORM_MESSAGES) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('puts server field errors on the inputs and shows the error toast', async () => {
    const create = vi.fn(async () => {
      throw new HttpError('Validation failed', 422, {
        detail: 'Validation failed',
        errors: { Title: 'Please Enter Your Test Title' },
      });
    });
    renderCreate(testDataProvider({ create }));
    await fillValid('d'.repeat(100));
    fireEvent.click(screen.getByRole('button', { name: 'Create Test' }));
    expect(
      await screen.findByText('Error Creating Test: Validation failed', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Please Enter Your Test Title')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Lipid Profile');
  });

  it('Cancel goes back to the list with the toast', async () => {
    const user = userEvent.setup();
    renderCreate();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Test Creation Cancelled')).toBeInTheDocument();
    expect(screen.getByText('Test Inventory page')).toBeInTheDocument();
  });
});

describe('test field labels', () => {
  it.each(Object.entries(testMessages))('%s: words, not the API field names', (_, messages) => {
    for (const field of ['PreConditions', 'LowerPriceLimit', 'UpperPriceLimit', 'AvgDuration'] as const) {
      const label = messages.fields[field];
      expect(label).not.toBe(field);
      expect(label).not.toMatch(/[a-z][A-Z]/);
    }
  });

  it('the create form shows them in English', async () => {
    renderCreate();
    for (const label of ['Preconditions', 'Lower Price Limit', 'Upper Price Limit', 'Average Duration'])
      expect(await screen.findByLabelText(label, { exact: false })).toBeInTheDocument();
  });
});
