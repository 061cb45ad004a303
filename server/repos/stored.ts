/**
 * The generic repository of read-only resources: a contract that declares `storage: {table}` (contracts/*.ts) is
 * served from that table of server/db/schema.ts with no SQL of its own. Its record's fields are the table's columns
 * of the same SQL name (`actor_email` → `audit_log.actor_email`); sorting, search and filters come from its `list`
 * (server/lib/list.ts); timestamps are sent as ISO 8601 strings, the record schema's `timestamp`.
 */
import { type AnyColumn, eq, getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';

import type { FilterDeclaration, ListDeclaration, ResourceContract } from '../../contracts/defineResource.js';
import type { Db } from '../db/client.js';
import { schema } from '../db/schema.js';
import { notFound } from '../lib/errors.js';
import {
  countAll,
  type Filter,
  filters as filterKinds,
  type ListQuery,
  type ListSpec,
  planList,
  runList,
} from '../lib/list.js';

/** A contract with a storage table and a list: what the generic repository serves. */
export type StoredContract = ResourceContract & { storage: { table: string }; list: ListDeclaration<string> };

export const isStored = (contract: ResourceContract): contract is StoredContract =>
  Boolean(contract.storage && contract.list);

/** The filter of a declaration on its column: a date bound, a caseless or exact text match. */
function filterOf(name: string, declaration: FilterDeclaration, column: AnyColumn): Filter {
  if (declaration.type === 'date')
    return name.endsWith('_lte') ? filterKinds.atOrBefore(column) : filterKinds.atOrAfter(column);
  return declaration.caseless ? filterKinds.textCaseless(column) : filterKinds.text(column);
}

/**
 * A stored resource's table, its record's columns and its list spec. Everything is checked when the server starts: an
 * unknown table, or a field, sort, search or filter with no column of that name, throws (the generic API test
 * starts the server over every such contract).
 */
export function storedResource(contract: StoredContract) {
  const table = (Object.values(schema) as unknown[]).find(
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
  const spec: ListSpec = {
    resource: contract.name,
    sortable: Object.fromEntries(list.sortable.map(f => [f, column(f, 'sortable field')])),
    defaultSort: list.defaultSort,
    search: list.searchable.map(f => column(f, 'searchable field')),
    filters: {
      ...(contract.id === 'id' ? { id: filterKinds.ids(idColumn) } : {}),
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

  return {
    spec,
    async list(db: Db, query: ListQuery) {
      const plan = planList(spec, query);
      const { rows, total } = await runList(
        plan,
        db
          .select(selection)
          .from(table)
          .where(plan.where)
          .orderBy(...plan.orderBy)
          .$dynamic(),
        () => db.select({ n: countAll }).from(table).where(plan.where),
        db,
      );
      return { plan, rows: rows.map(json), total };
    },
    async find(db: Db, id: string | number) {
      const [row] = await db.select(selection).from(table).where(eq(idColumn, id)).limit(1);
      if (!row) throw notFound('Record not found.');
      return json(row);
    },
  };
}
