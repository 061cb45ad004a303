import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';

import { AdminContext } from '../../tests/AdminContext';
import { settingStoreKeys } from './settings';
import { SettingsPanel } from './SettingsPanel';

const renderPanel = (onClose = vi.fn()) => {
  const store = memoryStore();
  render(
    <AdminContext store={store}>
      <SettingsPanel open onClose={onClose} />
    </AdminContext>,
  );
  return { store, onClose };
};

const group = (name: string) => within(screen.getByRole('radiogroup', { name }));

describe('SettingsPanel', () => {
  it('starts from the defaults', async () => {
    renderPanel();
    expect(await screen.findByRole('radio', { name: 'Vertical' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Fluid' })).toBeChecked();
    expect(group('Left Sidebar Color Options').getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'None' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Preloader' })).not.toBeChecked();
  });

  it('stores every choice in the store', async () => {
    const user = userEvent.setup();
    const { store } = renderPanel();
    await user.click(await screen.findByRole('radio', { name: 'Boxed' }));
    await user.click(group('Left Sidebar Color Options').getByRole('radio', { name: 'Plum Plate' }));
    await user.click(screen.getByRole('radio', { name: 'Image 3' }));
    await user.click(screen.getByRole('radio', { name: 'Compact' }));
    await user.click(screen.getByRole('switch', { name: 'Preloader' }));
    await user.click(screen.getByRole('radio', { name: 'Horizontal' }));

    expect(store.getItem(settingStoreKeys.layoutWidth)).toBe('boxed');
    expect(store.getItem(settingStoreKeys.sidebarColor)).toBe('plumplate');
    expect(store.getItem(settingStoreKeys.sidebarImage)).toBe('3');
    expect(store.getItem(settingStoreKeys.sidebarType)).toBe('compact');
    expect(store.getItem(settingStoreKeys.preloader)).toBe(true);
    expect(store.getItem(settingStoreKeys.layoutType)).toBe('horizontal');
  });

  it('offers the colored top bar only in the horizontal layout', async () => {
    const user = userEvent.setup();
    const { store } = renderPanel();
    const colored = () => group('Topbar Theme').getByRole('radio', { name: 'Colored' });
    expect(await screen.findByText('The colored top bar is available in the horizontal layout.')).toBeInTheDocument();
    expect(colored()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Horizontal' }));
    expect(colored()).toBeEnabled();
    await user.click(colored());
    expect(store.getItem(settingStoreKeys.topbarTheme)).toBe('colored');
  });

  it('condensed closes the sidebar and another type opens it again', async () => {
    const user = userEvent.setup();
    const { store } = renderPanel();
    await user.click(await screen.findByRole('radio', { name: 'Condensed' }));
    expect(store.getItem('sidebar.open')).toBe(false);
    await user.click(screen.getByRole('radio', { name: 'Small Icon View' }));
    expect(store.getItem('sidebar.open')).toBe(true);
    expect(store.getItem(settingStoreKeys.sidebarType)).toBe('icon');
  });

  it('closes with Escape and with its close button', async () => {
    const user = userEvent.setup();
    const { onClose } = renderPanel();
    await screen.findByRole('dialog', { name: 'Settings' });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close settings' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
