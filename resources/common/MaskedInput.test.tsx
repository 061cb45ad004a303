import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-admin';
import { describe, expect, it } from 'vitest';

import { AdminContext } from '../../tests/AdminContext';
import { phoneMask } from './mask';
import { MaskedInput } from './MaskedInput';

describe('MaskedInput (phone)', () => {
  it('Backspace with the caret after "03" in 0300-1234567 deletes the 3 and leaves the dash where it was', async () => {
    const user = userEvent.setup();
    render(
      <AdminContext>
        <Form defaultValues={{ phone: '0300-1234567' }}>
          <MaskedInput source="phone" label="Phone" mask={phoneMask} />
        </Form>
      </AdminContext>,
    );
    const input = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Phone' });
    await user.click(input);
    input.setSelectionRange(2, 2);
    await user.keyboard('{Backspace}');
    expect(input.value).toBe('0001-234567');
    expect(input.selectionStart).toBe(1);
    // Typing the 3 again gives the number back, the caret after it.
    await user.keyboard('3');
    expect(input.value).toBe('0300-1234567');
    expect(input.selectionStart).toBe(2);
  });
});
