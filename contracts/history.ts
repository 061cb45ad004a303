/**
 * History: the audit log (who did what to which record, when), read-only, for administrators. Designed (not in SPEC):
 * GET /audit, newest first, 25 per page; filters by entity, actor and date range. A generic read-only resource
 * (docs/ARCHITECTURE.md "Adding a resource"): the API serves it from `storage`, the app draws it from `view`; its
 * wording is resources/history/messages.ts, its icon resources/history/index.ts.
 */
import { z } from 'zod';

import { adminOnly, defineResource } from './defineResource';
import { anyReference, changeList, labelled, record, type RecordTarget, text, timestamp } from './fields';

/** The entities the API writes to the log (server/lib/audit.ts callers). */
export const AUDITED_ENTITIES = [
  'lab',
  'staff',
  'test',
  'order',
  'complaint',
  'review',
  'financialAid',
  'user',
] as const;
export type AuditedEntity = (typeof AUDITED_ENTITIES)[number];

/**
 * Every action the API writes to the log: `audit()` (server/lib/audit.ts) takes only these, so an action the server
 * can write has a label, `resources.history.actions.<action>`, in each language (resources/history/messages.ts).
 */
export const AUDIT_ACTIONS = [
  'lab.register',
  'lab.verify',
  'lab.block',
  'lab.unblock',
  'lab.update',
  'lab.logo',
  'lab.reject',
  'lab.delete',
  'staff.create',
  'staff.update',
  'staff.delete',
  'test.create',
  'test.update',
  'test.delete',
  'payable.status',
  'receivable.received',
  'complaint.file',
  'complaint.respond',
  'review.reply',
  'financialAid.request',
  'financialAid.approve',
  'financialAid.reject',
  'auth.unlock',
  'auth.refresh_reuse',
  'auth.password_change',
  'auth.session_end',
  'auth.sessions_end',
  'auth.sign_out_everywhere',
  'administrator.create',
  'administrator.block',
  'administrator.unblock',
  'administrator.password_reset',
  'administrator.sessions_end',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
/** The writes of a resource served from its contract's `storage` (server/repos/stored.ts): `<resource>.create` …. */
export type StoredAuditAction = `${string}.${'create' | 'update' | 'delete'}`;

/**
 * An entry's `details`: `name`, the record's name when it was written (shown once the record is gone); `changes`,
 * each changed field's value before and after; anything else a fact of the action (`reason`, `ended`…).
 */
export interface AuditDetails {
  name?: string;
  changes?: Record<string, { from: unknown; to: unknown }>;
  [fact: string]: unknown;
}

/** `fields` that differ between `before` and `after`, each with its value before and after (unchanged ones left out). */
export const changesOf = <R extends object>(
  before: R,
  after: R,
  fields: readonly (keyof R & string)[],
): Record<string, { from: unknown; to: unknown }> =>
  Object.fromEntries(
    fields
      .filter(field => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null))
      .map(field => [field, { from: before[field] ?? null, to: after[field] ?? null }]),
  );

/**
 * Where each audited entity's record is (an `anyReference`): a lab, a staff member, a test, an order's invoice and a
 * financial-aid request are shown by their current name linking to their page; a review links to its lab's overview
 * (`details.lab_id`); a complaint (it opens in its list's dialog) and a user (no page) by the stored name. Changed
 * fields are labelled as their own screens label them (an order's as the payables').
 */
const ENTITY_TARGETS = {
  lab: { resource: 'labs' },
  staff: { resource: 'staff' },
  test: { resource: 'tests', key: 'int' },
  order: { resource: 'invoices', key: 'int', name: 'invoiceID', labels: 'payables' },
  financialAid: { resource: 'financialAid', key: 'int' },
  review: { resource: 'labs', by: 'details.lab_id', labels: 'reviews' },
  complaint: { labels: 'complaints' },
  user: { labels: 'user' },
} as const satisfies Record<AuditedEntity, RecordTarget>;

export const historyContract = defineResource({
  name: 'history',
  noun: { one: 'audit entry', many: 'audit entries' },
  id: 'id',
  record: record({
    actor_email: text,
    // `admin` as "Administrator" (resources.history.roles.*).
    actor_role: labelled(['admin', 'lab', 'patient'], 'roles'),
    // `lab.verify` as "Lab verified" (resources.history.actions.*), filtered with a select of the actions.
    action: labelled(AUDIT_ACTIONS, 'actions'),
    entity: text,
    entity_id: anyReference({ kindField: 'entity', targets: ENTITY_TARGETS, storedName: 'details.name' }),
    details: changeList({ of: 'entity_id', hidden: ['name'] }),
    at: timestamp,
  }),
  list: {
    sortable: ['id', 'at', 'action', 'actor_email', 'entity'],
    searchable: ['action', 'actor_email', 'entity_id'],
    filters: {
      entity: { choices: AUDITED_ENTITIES },
      entity_id: { type: 'text' },
      actor_email: { type: 'text', caseless: true },
      action: { type: 'text' },
      at_gte: { type: 'date' },
      at_lte: { type: 'date' },
    },
    defaultSort: { field: 'at', order: 'DESC' },
    perPage: 25,
  },
  endpoints: {
    getList: { method: 'GET', path: '/audit' },
    getOne: { method: 'GET', path: '/audit/{id}' },
  },
  access: adminOnly('list', 'show', 'export'),
  export: ['id', 'at', 'actor_email', 'actor_role', 'action', 'entity', 'entity_id'],
  storage: { table: 'audit_log' },
  view: {
    columns: ['at', 'actor_email', 'action', 'entity', 'entity_id'],
    filters: ['action', 'entity', 'actor_email', 'at_gte', 'at_lte'],
    // On a phone: what happened to which record, then when and who.
    phone: { primary: ['action', 'entity_id'], secondary: ['at', 'actor_email'] },
    show: ['id', 'at', 'actor_email', 'actor_role', 'action', 'entity', 'entity_id', 'details'],
  },
});

export type HistoryRecord = z.infer<typeof historyContract.record>;
