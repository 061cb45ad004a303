/**
 * The generic repository: a contract that declares `storage: {table}` (contracts/*.ts) is served from that table of
 * server/db/schema.ts with no SQL of its own. Its record's fields are the table's columns of the same SQL name
 * (`actor_email` → `audit_log.actor_email`); sorting, search and filters come from its `list` (server/lib/list.ts);
 * timestamps are sent as ISO 8601 strings, the record schema's `timestamp`. A contract with `input` is also written
 * here: create, update and delete, each with its audit row in the same transaction; the input's fields are columns of
 * the same SQL name too.
 */
import { type AnyColumn, eq, getTableColumns, getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';

import type { FilterDeclaration, ListDeclaration, ResourceContract } from '../../contracts/defineResource.js';
import { messages } from '../../contracts/rules.js';
import type { Db } from '../db/client.js';
import * as tables from '../db/schema.js';
import { audit } from '../lib/audit.js';
import type { AuthUser } from '../lib/auth.js';
import { ApiError, conflict, notFound } from '../lib/errors.js';
import * as lists from '../lib/list.js';

/** A contract with a storage table and a list: what the generic repository serves. */
export type StoredContract = ResourceContract & { storage: { table: string }; list: ListDeclaration<string> };

export const isStored = (contract: ResourceContract): contract is StoredContract =>
  Boolean(contract.storage && contract.list);

/** The fields of a create or update body (a zod object's keys). */
export const inputFieldsOf = (schema: unknown): string[] =>
  Object.keys((schema as { shape?: Record<string, unknown> } | undefined)?.shape ?? {});

/** The database's refusal of a write (Drizzle wraps the driver's error): its SQLSTATE and detail. */
function sqlRefusal(err: unknown): { code?: string; detail?: string } {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, detail } = e as { code?: unknown; detail?: unknown };
    if (typeof code === 'string' && /^\d{2}[0-9A-Z]{3}$/.test(code))
      return { code, detail: typeof detail === 'string' ? detail : undefined };
  }
  return {};
}

/**
 * A unique clash (409) or a reference to no record (422) as `{detail, errors: {field: message}}`, the field read from
 * the database's detail (`Key (title)=(x) already exists.`); anything else is thrown as it is.
 */
function refusalOf(err: unknown, fields: readonly string[]): unknown {
  const { code, detail } = sqlRefusal(err);
  const column = /Key \(([^)]+)\)/.exec(detail ?? '')?.[1];
  const field = column && fields.includes(column) ? column : undefined;
  if (code === '23505')
    return conflict(
      'A record with these values already exists.',
      field ? { [field]: messages.field.taken } : undefined,
    );
  if (code === '23503' && field && /is not present/.test(detail ?? ''))
    return new ApiError(422, messages.field.unknownReference, { [field]: messages.field.unknownReference });
  return err;
}
/** The filter of a declaration on its column: a date bound, a boolean, ids, a caseless or exact text match. */
function filterOf(name: string, declaration: FilterDeclaration, column: AnyColumn): lists.Filter {
  if (declaration.type === 'date')
    return name.endsWith('_lte') ? lists.filters.atOrBefore(column) : lists.filters.atOrAfter(column);
  if (declaration.type === 'boolean') return lists.filters.bool(column);
  if (declaration.type === 'id') return lists.filters.ids(column);
  return declaration.caseless ? lists.filters.textCaseless(column) : lists.filters.text(column);
}

/**
 * A stored resource's table, its record's columns and its list spec. Everything is checked when the server starts: an
 * unknown table, or a field, sort, search or filter with no column of that name, throws (the generic API test
 * starts the server over every such contract).
 */
export function storedResource(contract: StoredContract) {
  // Every table the schema module exports (not only the `schema` object the database client is given).
  const table = (Object.values(tables) as unknown[]).find(
    (t): t is PgTable => is(t, PgTable) && getTableName(t) === contract.storage.table,
  );
  if (!table) throw new Error(`${contract.name}: no table ${contract.storage.table} in server/db/schema.ts`);
  const bySqlName = new Map(Object.values(getTableColumns(table)).map(c => [c.name, c]));
  const column = (field: string, what: string) => {
    const found = bySqlName.get(field);
    if (!found) throw new Error(`${contract.name}: ${what} ${field} has no column in ${contract.storage.table}`);
    return found;
  };
  const fields = Object.keys(contract.record.shape);
  const selection = Object.fromEntries(fields.map(f => [f, column(f, 'field')]));
  const idColumn = column(contract.id, 'id');
  const { list } = contract;
  const spec: lists.ListSpec = {
    resource: contract.name,
    sortable: Object.fromEntries(list.sortable.map(f => [f, column(f, 'sortable field')])),
    defaultSort: list.defaultSort,
    search: list.searchable.map(f => column(f, 'searchable field')),
    filters: {
      ...(contract.id === 'id' ? { id: lists.filters.ids(idColumn) } : {}),
      ...Object.fromEntries(
        Object.entries(list.filters).map(([name, declaration]) => {
          const field = declaration.field ?? (declaration.type === 'date' ? name.replace(/_(gte|lte)$/, '') : name);
          return [name, filterOf(name, declaration, column(field, `filter ${name}'s field`))];
        }),
      ),
    },
  };
  /** Timestamps as the API sends them (ISO 8601); everything else as the driver reads it. */
  const json = (row: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));

  // The writes' columns: each input field's column, by its property name in the schema (what Drizzle's insert takes).
  const keyOfColumn = new Map(Object.entries(getTableColumns(table)).map(([key, c]) => [c.name, key]));
  const inputFields = [
    ...new Set([...inputFieldsOf(contract.input?.create), ...inputFieldsOf(contract.input?.update)]),
  ];
  for (const field of inputFields) column(field, 'input field');
  const values = (body: object) =>
    Object.fromEntries(Object.entries(body).map(([field, value]) => [keyOfColumn.get(field)!, value as unknown]));
  const entity = contract.name;
  const writing = async <T>(write: () => Promise<T>) => {
    try {
      return await write();
    } catch (err) {
      throw refusalOf(err, inputFields);
    }
  };

  /** Fields whose column is unique on its own (a unique constraint or index): a clash there is a 409 naming it. */
  const config = getTableConfig(table);
  const uniqueColumns = new Set([
    ...config.columns.filter(c => c.isUnique || c.primary).map(c => c.name),
    ...config.indexes
      .filter(i => i.config.unique && i.config.columns.length === 1)
      .map(i => (i.config.columns[0] as AnyColumn).name),
    ...config.uniqueConstraints.filter(u => u.columns.length === 1).map(u => u.columns[0].name),
  ]);

  return {
    spec,
    uniqueFields: fields.filter(f => uniqueColumns.has(f)),
    async list(db: Db, query: lists.ListQuery) {
      const plan = lists.planList(spec, query);
      const { rows, total } = await lists.runList(
        plan,
        db
          .select(selection)
          .from(table)
          .where(plan.where)
          .orderBy(...plan.orderBy)
          .$dynamic(),
        lists.countMatching(db, () => db.select(lists.matchingRow).from(table).where(plan.where).$dynamic()),
        db,
      );
      return { plan, rows: rows.map(json), total };
    },
    async find(db: Db, id: string | number) {
      const [row] = await db.select(selection).from(table).where(eq(idColumn, id)).limit(1);
      if (!row) throw notFound('Record not found.');
      return json(row);
    },
    /** Inserts the validated body (the contract's `input.create` output) and audits it. */
    create: (db: Db, actor: AuthUser, body: object) =>
      writing(() =>
        db.transaction(async tx => {
          const [row] = await tx.insert(table).values(values(body)).returning(selection);
          const created = json(row);
          await audit(tx, actor, `${entity}.create`, entity, created[contract.id] as string | number, { ...body });
          return created;
        }),
      ),
    /** Sets the validated body's fields (`input.update` output) on the record; 404 when there is none. */
    update: (db: Db, actor: AuthUser, id: string | number, body: object) =>
      writing(() =>
        db.transaction(async tx => {
          const [row] = await tx.update(table).set(values(body)).where(eq(idColumn, id)).returning(selection);
          if (!row) throw notFound('Record not found.');
          await audit(tx, actor, `${entity}.update`, entity, id, { ...body });
          return json(row);
        }),
      ),
    /** Deletes the record; 404 when there is none, 409 while other records refer to it. */
    remove: (db: Db, actor: AuthUser, id: string | number) =>
      writing(() =>
        db.transaction(async tx => {
          const [row] = await tx.delete(table).where(eq(idColumn, id)).returning(selection);
          if (!row) throw notFound('Record not found.');
          await audit(tx, actor, `${entity}.delete`, entity, id);
          return { id: row[contract.id] as string | number };
        }),
      ),
  };
}
