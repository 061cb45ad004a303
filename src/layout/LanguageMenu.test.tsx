import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';

import { AdminContext } from '../../tests/AdminContext';
import { LanguageMenu } from './LanguageMenu';

describe('LanguageMenu', () => {
  it('lists the five languages in their own language and keeps the choice in the store', async () => {
    const user = userEvent.setup();
    const store = memoryStore();
    render(
      <AdminContext store={store}>
        <LanguageMenu />
      </AdminContext>,
    );
    await user.click(await screen.findByRole('button', { name: 'Language: English' }));
    expect(screen.getAllByRole('menuitem').map(item => item.textContent)).toEqual([
      'English',
      'Español',
      'Deutsch',
      'Русский',
      'Italiano',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Deutsch' }));
    expect(store.getItem('locale')).toBe('de');
  });
});
