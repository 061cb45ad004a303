/**
 * Administrators: the accounts that run the back-office, managed in the app (designed, not in SPEC): list them, add one
 * with a first password, block and unblock, reset a password, end their sessions. Administrators only. The list is
 * small (a handful of accounts), so it is one page sorted by email. `is_you` and `last_active` are per request: the
 * row of the administrator who asks, and the only active administrator left; the actions' `when` reads them, so the
 * buttons say why they are disabled and the API answers 409 for the same reasons.
 */
import { z } from 'zod';

import { newPassword } from './account';
import { action, adminOnly, defineResource } from './defineResource';
import { askedAs, int, record, text, textOrNull, timestamp, timestampOrNull } from './fields';
import { ruleKey } from './rules';

const k = (rule: Parameters<typeof ruleKey<'administrator'>>[1]) => ruleKey('administrator', rule);

/** ASCII only, so a look-alike address (a Cyrillic `а`) cannot pass for another in the list and the history. */
const ADMIN_EMAIL = /^[\x21-\x3f\x41-\x7e]+@[\x21-\x3f\x41-\x7e]+\.[\x21-\x3f\x41-\x7e]+$/;

/** `POST /administrators`: the new administrator's email, optional name and first password (letters and digits, ≥ 12). */
export const administratorCreate = z.object({
  email: askedAs(
    z
      .string({ error: k('emailRequired') })
      .trim()
      .min(1, k('emailRequired'))
      .max(254, k('emailInvalid'))
      .regex(ADMIN_EMAIL, k('emailInvalid'))
      .transform(v => v.toLowerCase()),
    'email',
  ),
  name: z
    .string({ error: k('nameLong') })
    .trim()
    .max(100, k('nameLong'))
    .nullish()
    .transform(v => v ?? ''),
  password: askedAs(newPassword, 'password'),
});

/** `PUT /administrators/{id}/password`: the new password the resetting administrator types. */
export const administratorPassword = z.object({ password: askedAs(newPassword, 'password') });

export const administratorsContract = defineResource({
  name: 'administrators',
  noun: { one: 'administrator', many: 'administrators' },
  id: 'id',
  record: record({
    email: text,
    /** Null when none was given. */
    name: textOrNull,
    is_active: z.boolean(),
    /** The latest sign-in; null before the first. */
    last_login_at: timestampOrNull,
    /** Live sessions (signed-in browsers). */
    sessions: int,
    created_at: timestamp,
    /** The administrator who asked. */
    is_you: z.boolean(),
    /** The only active administrator: blocking them would leave nobody to run the back-office. */
    last_active: z.boolean(),
  }),
  input: { create: administratorCreate },
  list: {
    sortable: ['id', 'email', 'name', 'is_active', 'last_login_at', 'created_at'],
    searchable: ['email', 'name'],
    // Shown as Active / Blocked (`resources.administrators.filters.is_active.<choice>`), sent as true / false.
    filters: { is_active: { type: 'boolean', choices: ['true', 'false'] } },
    defaultSort: { field: 'email', order: 'ASC' },
    perPage: 25,
  },
  endpoints: {
    getList: { method: 'GET', path: '/administrators' },
    getOne: { method: 'GET', path: '/administrators/{id}' },
    create: { method: 'POST', path: '/administrators' },
  },
  actions: {
    /** Ends their sessions too. Not yourself, not the last active administrator. */
    block: action('PUT', '/administrators/{id}/block', 'Block an administrator (and end their sessions)', {
      body: { is_active: false },
      when: { is_active: true, is_you: false, last_active: false },
    }),
    unblock: action('PUT', '/administrators/{id}/unblock', 'Unblock an administrator', {
      body: { is_active: true },
      when: { is_active: false },
    }),
    /** Sets the password another administrator typed and ends their sessions (your own: My account). */
    resetPassword: action(
      'PUT',
      '/administrators/{id}/password',
      "Reset an administrator's password (and end their sessions)",
      {
        when: { is_you: false },
      },
    ),
    /** Signs them out everywhere (yours: My account, "Sign out everywhere"). */
    endSessions: action('DELETE', '/administrators/{id}/sessions', "End every session of an administrator's account", {
      when: { is_you: false },
    }),
  },
  access: adminOnly('list', 'show', 'create', 'export', 'block', 'unblock', 'resetPassword', 'endSessions'),
  export: ['email', 'name', 'is_active', 'last_login_at', 'sessions', 'created_at'],
  // The list at /administrators (resources/administrators/): its columns and the status filter beside the search.
  view: {
    columns: ['email', 'name', 'is_active', 'last_login_at', 'sessions'],
    filters: ['is_active'],
    alwaysOn: ['is_active'],
    show: ['email', 'name', 'is_active', 'last_login_at', 'sessions', 'created_at'],
  },
});

export type AdministratorRecord = z.infer<typeof administratorsContract.record>;
