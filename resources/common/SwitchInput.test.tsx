import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, SaveButton, TextInput } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { AdminContext } from '../../tests/AdminContext';
import { contractResolver } from './ContractForm';
import { SwitchInput } from './SwitchInput';

describe('SwitchInput (a yes/no input on MUI 9)', () => {
  it("switches the form's value and writes no inputRef on the page (React does not warn of it)", async () => {
    const consoleError = vi.spyOn(console, 'error');
    try {
      const { container } = render(
        <AdminContext>
          <Form defaultValues={{ active: false }}>
            <SwitchInput source="active" label="Active" />
          </Form>
        </AdminContext>,
      );
      const input = await screen.findByRole('switch', { name: 'Active' });
      expect(input).not.toBeChecked();
      fireEvent.click(input);
      await waitFor(() => expect(input).toBeChecked());
      expect(container.querySelectorAll('[inputref], [inputprops]')).toHaveLength(0);
      const warnings = consoleError.mock.calls.map(call => call.map(String).join(' '));
      expect(warnings.filter(text => /inputRef/.test(text))).toEqual([]);
    } finally {
      consoleError.mockRestore();
    }
  });

  it("is focused by react-hook-form's focus-on-error when a submit fails on it, and says it is invalid", async () => {
    // A contract body as ContractForm validates it: the switch left unset, the text after it invalid too.
    const body = z.object({ active: z.boolean({ error: 'Choose yes or no' }), name: z.string().min(1, 'Name') });
    render(
      <AdminContext>
        <Form resolver={contractResolver(body)} mode="onTouched" noValidate onSubmit={() => undefined}>
          <SwitchInput source="active" label="Active" />
          <TextInput source="name" />
          <SaveButton alwaysEnable />
        </Form>
      </AdminContext>,
    );
    const input = await screen.findByRole('switch', { name: 'Active' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose yes or no')).toBeInTheDocument();
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Choose yes or no');
  });
});
