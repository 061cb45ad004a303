import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';

import { type PreferenceRemote, serverSyncedStore } from '../../authProvider/serverPreferences';
import { AUTH_USER_KEY } from '../../authProvider/storage';
import { preferenceKeepingStore } from '../../authProvider/store';

describe('preferenceKeepingStore', () => {
  it('keeps the language and the layout settings when react-admin resets the store on logout', () => {
    const store = preferenceKeepingStore(memoryStore());
    store.setup();
    store.setItem('locale', 'de');
    store.setItem('layout.type', 'horizontal');
    store.setItem('sidebar.open', false);
    store.setItem('labs.listParams', { page: 3 });

    store.reset();

    expect(store.getItem('locale')).toBe('de');
    expect(store.getItem('layout.type')).toBe('horizontal');
    expect(store.getItem('sidebar.open')).toBe(false);
    expect(store.getItem('labs.listParams')).toBeUndefined();
  });
});

describe('serverSyncedStore', () => {
  const signIn = (id: number) =>
    localStorage.setItem(
      AUTH_USER_KEY,
      JSON.stringify({
        id,
        email: `p${id}@labhub.pk`,
        name: 'P',
        contact_number: '',
        role: 'admin',
        refresh_token: 'r',
      }),
    );
  /** A preferences API whose GET answers when the test says so. */
  const slowRemote = (values: Record<string, unknown>) => {
    let answer = () => {};
    const remote: PreferenceRemote = {
      get: () => new Promise(resolve => (answer = () => resolve(values))),
      put: () => Promise.resolve(),
      remove: () => Promise.resolve(),
    };
    return { remote, answer: () => answer() };
  };
  const baseStore = () => {
    const base = preferenceKeepingStore(memoryStore());
    base.setup();
    return base;
  };

  it("brings the signed-in person's saved views from the server", async () => {
    signIn(1);
    const { remote, answer } = slowRemote({ 'complaints.savedQueries': [{ label: 'Open' }] });
    const store = serverSyncedStore(baseStore(), remote);
    const pulled = store.pull();
    answer();
    await pulled;
    expect(store.getItem('complaints.savedQueries')).toEqual([{ label: 'Open' }]);
    localStorage.removeItem(AUTH_USER_KEY);
  });

  it('does not bring them back when the person signed out while the answer was on its way', async () => {
    signIn(1);
    const { remote, answer } = slowRemote({ 'complaints.savedQueries': [{ label: 'Open' }] });
    const store = serverSyncedStore(baseStore(), remote);
    const pulled = store.pull();
    // Sign-out: the session goes, react-admin resets the store.
    localStorage.removeItem(AUTH_USER_KEY);
    store.reset();
    answer();
    await pulled;
    expect(store.getItem('complaints.savedQueries')).toBeUndefined();
  });
});
