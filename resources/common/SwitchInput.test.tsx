import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';

import { AdminContext } from '../../tests/AdminContext';
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
});
