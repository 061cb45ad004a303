import type { Store } from 'react-admin';

import { isSyncedPreference } from '../contracts/preferences';
import { readAuthUser } from './storage';

/** The preferences API (contracts/calls.ts `preferences`, `setPreference`, `deletePreference`). */
export interface PreferenceRemote {
  get(): Promise<Record<string, unknown>>;
  put(key: string, value: unknown): Promise<unknown>;
  remove(key: string): Promise<unknown>;
}

/** The preferences API, handed over by the app when it starts (`connectPreferences`, src/App.tsx). */
let connected: PreferenceRemote | undefined;

/** Gives the store the API (the app's data provider: bearer, refresh on a 401); until then nothing is synced. */
export function connectPreferences(remote: PreferenceRemote) {
  connected = remote;
}

const apiRemote: PreferenceRemote = {
  get: async () => (connected ? connected.get() : {}),
  put: async (key, value) => connected?.put(key, value),
  remove: async key => connected?.remove(key),
};

export type ServerSyncedStore = Store & {
  /** Replaces this browser's synced keys with the signed-in person's from the server. */
  pull(): Promise<void>;
};

/**
 * react-admin's store (`base`) whose saved views and column choices (`isSyncedPreference`) are also kept on the
 * server for the signed-in person: each change is sent as it happens (in order, per key), `pull()` after sign-in
 * (and when the app starts signed in) brings that person's values, replacing any other's left in this browser.
 * `reset()` (sign-out) removes them here only (react-admin's reset, preferenceKeepingStore): the server keeps them.
 */
export const serverSyncedStore = (base: Store, remote: PreferenceRemote = apiRemote): ServerSyncedStore => {
  let sending: Promise<unknown> = Promise.resolve();
  const send = (key: string, value: unknown) => {
    if (!isSyncedPreference(key) || !readAuthUser()) return;
    sending = sending
      .then(() => (value === undefined ? remote.remove(key) : remote.put(key, value)))
      // The value stays in this browser; the next change of the key sends it again.
      .catch((error: unknown) => console.warn(`The preference ${key} was not kept on the server:`, error));
  };
  const pull = async () => {
    const person = readAuthUser()?.id;
    if (person === undefined) return;
    const values = await remote.get();
    // Signed out (or in as someone else) while the answer was on its way: a sign-out has emptied this browser's
    // views, which must not come back.
    if (readAuthUser()?.id !== person) return;
    const local = Object.keys(base.listItems?.() ?? {}).filter(isSyncedPreference);
    local.filter(key => !(key in values)).forEach(key => base.removeItem(key));
    Object.entries(values)
      .filter(([key]) => isSyncedPreference(key))
      .forEach(([key, value]) => base.setItem(key, value));
  };
  return {
    ...base,
    setup() {
      base.setup();
      pull().catch((error: unknown) => console.warn('The saved views could not be loaded:', error));
    },
    setItem(key, value) {
      base.setItem(key, value);
      send(key, value);
    },
    removeItem(key) {
      base.removeItem(key);
      send(key, undefined);
    },
    pull,
  };
};
