/**
 * What a signed-in person keeps of the app's screens on the server, so it follows them to another device
 * (`GET|PUT|DELETE /preferences`): react-admin store values by key. Only the keys `isSyncedPreference` names are sent:
 * a list's saved views (`<resource>.savedQueries`) and a table's column choices (`<key>.datatable`, the hidden
 * columns, and `<key>.datatable_columnRanks`, their order). Read by the API (its limits) and the app
 * (authProvider/serverPreferences.ts); no zod here, so the login page does not load it.
 */

/** A store key: letters, digits, `.`, `_` and `-`, starting with a letter. */
export const PREFERENCE_KEY = /^[A-Za-z][A-Za-z0-9_.-]{0,199}$/;
/** The most a value may weigh as JSON (bytes): a few dozen saved views. */
export const PREFERENCE_MAX_BYTES = 16 * 1024;
/** The most keys one person keeps. */
export const PREFERENCE_MAX_KEYS = 200;

export const isSyncedPreference = (key: string) => /\.(savedQueries|datatable|datatable_columnRanks)$/.test(key);
