/**
 * A contract action's `when` (contracts/defineResource.ts) as SQL: the condition of the conditional UPDATE that
 * carries the action out, so the database decides whether it applies (the same rule the app's buttons read).
 */
import { and, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

import type { ActionDeclaration } from '../../contracts/defineResource.js';

/** `when` on `table`'s columns, matched by their SQL names (`is_active` → labs.is_active); true without a `when`. */
export function whenCondition(table: PgTable, action: ActionDeclaration): SQL | undefined {
  if (!action.when) return undefined;
  const bySqlName = new Map(Object.values(getTableColumns(table)).map(column => [column.name, column]));
  return and(
    ...Object.entries(action.when).map(([field, value]) => {
      const column = bySqlName.get(field);
      if (!column) throw new Error(`${field} (a when of an action) is no column of the table`);
      return eq(column, value);
    }),
  );
}
