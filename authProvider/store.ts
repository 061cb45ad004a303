import { localStorageStore, type Store } from 'react-admin';

import { serverSyncedStore } from './serverPreferences';

/** Store keys that are user preferences, not session data: they survive logout. */
const PREFERENCE_PREFIXES = ['locale', 'layout.', 'sidebar.open'];

const isPreference = (key: string) => PREFERENCE_PREFIXES.some(prefix => key.startsWith(prefix));

/**
 * react-admin's localStorage store, except that `reset()` (called on logout) keeps the language and the layout
 * settings, so a user who logs out and back in finds the app as they left it.
 */
export const preferenceKeepingStore = (base: Store): Store => ({
  ...base,
  reset() {
    const items = base.listItems?.();
    if (!items) return base.reset();
    Object.keys(items)
      .filter(key => !isPreference(key))
      .forEach(key => base.removeItem(key));
  },
});

/** The app's store: saved views and column choices also kept on the server per person (serverPreferences.ts). */
export const store = serverSyncedStore(preferenceKeepingStore(localStorageStore('1', 'LabHub')));
