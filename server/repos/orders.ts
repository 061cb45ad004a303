/**
 * Orders as accounts payable (online) and receivable (cash): their lists and the commission totals. Each kind's own
 * write is in its repository (payables.ts, receivables.ts).
 */
import { and, eq, gt, ilike, ne, type SQL, sql } from 'drizzle-orm';

import type { Db } from '../db/client.js';
import { labs, orderCounts, orders } from '../db/schema.js';
import * as lists from '../lib/list.js';
import { PAYABLE, RECEIVABLE } from './appointments.js';
import { candidateOrder, candidates, fence, type WordSearch, wordsFor } from './labWords.js';

type OrderKind = 'payable' | 'receivable';

function orderSpec(
  resource: string,
  where: SQL,
  statusColumn: typeof orders.status | typeof orders.receivableStatus,
): lists.ListSpec {
  return {
    resource,
    sortable: {
      id: orders.id,
      orderId: orders.id,
      Lab_id: orders.labId,
      lab_name: labs.name,
      PaymentType: orders.paymentType,
      Total: orders.total,
      Commission: orders.commission,
      Status: statusColumn,
      created_at: orders.createdAt,
    },
    defaultSort: { field: 'orderId', order: 'DESC' },
    search: [labs.name, statusColumn, sql`cast(${orders.id} as text)`],
    filters: {
      id: lists.filters.ids(orders.id),
      Status: lists.filters.text(statusColumn),
      Lab_id: lists.filters.ids(orders.labId),
      created_at_gte: lists.filters.atOrAfter(orders.createdAt),
      created_at_lte: lists.filters.atOrBefore(orders.createdAt),
    },
    where,
  };
}

export const orderSpecs: Record<OrderKind, lists.ListSpec> = {
  payable: orderSpec('payables', PAYABLE, orders.status),
  receivable: orderSpec('receivables', RECEIVABLE, orders.receivableStatus),
};

/** Each list's exact total from the row-count table (migration 0006): a scalar subquery in the page's statement. */
const kindTotals: Record<OrderKind, SQL<string>> = {
  payable: sql`(select coalesce(sum(${orderCounts.n}), 0) from ${orderCounts} where ${eq(orderCounts.paymentType, 'Online')})`,
  receivable: sql`(select coalesce(sum(${orderCounts.n}), 0) from ${orderCounts} where ${eq(orderCounts.paymentType, 'Cash')})`,
};

/**
 * The labs whose name contains a search's text: `words()`, the words of lab names that stand for it (labWords.ts, read
 * once), and `values`, a search source's values: the ids of those labs, at most `limit` + 1, from the words' walks
 * (index-only) when few words stand for the text, else through the names' trigram index.
 */
export function labsNamed(db: Db, text: string) {
  let read: Promise<WordSearch | undefined> | undefined;
  const words = () => (read ??= wordsFor(db, text, true));
  const values = async (pattern: string, limit: number) => {
    const found = await words();
    if (!found)
      return lists.valuesOf(
        db
          .select({ value: labs.id })
          .from(labs)
          .where(ilike(labs.name, pattern))
          .limit(limit + 1),
      );
    return lists.valuesOf(idsOf(found, pattern).limit(limit + 1));
  };
  const idsOf = (found: WordSearch, pattern: string) => {
    const ids = db
      .select({ value: sql<number>`c.lab_id` })
      .from(candidates(found.words, { inName: true }))
      .$dynamic();
    return found.whole
      ? ids
      : ids.innerJoin(labs, sql`${labs.id} = c.lab_id`).where(ilike(fence(found, labs.name), pattern));
  };
  return { words, values };
}

const kindPaymentType: Record<OrderKind, 'Online' | 'Cash'> = { payable: 'Online', receivable: 'Cash' };

/**
 * What a payables or receivables search matches besides the orders themselves: statuses read from order_counts (a few
 * rows: each status with its number of orders), which count as few only when their orders are, then labs by name
 * (trigram index). The order id's digits are the third searched column: a text with a non-digit matches no id; a text
 * of digits is left to the page's own walk (undefined). The statuses come first (a few rows): a common lab name that
 * matches no status is then the whole search (`labs.name ILIKE`), which the page sorted by lab name tests on the labs'
 * name index alone.
 */
function orderSearchSources(
  db: Db,
  kind: OrderKind,
  named: ReturnType<typeof labsNamed>,
  sortField: string,
): lists.SearchSource[] {
  const statusColumn = kind === 'payable' ? orders.status : orders.receivableStatus;
  const countedStatus = kind === 'payable' ? orderCounts.status : orderCounts.receivableStatus;
  return [
    {
      column: statusColumn,
      values: async (pattern, limit) => {
        const rows = await db
          .select({ value: countedStatus, n: sql<number>`cast(sum(${orderCounts.n}) as float8)` })
          .from(orderCounts)
          .where(
            and(
              eq(orderCounts.paymentType, kindPaymentType[kind]),
              ilike(countedStatus, pattern),
              gt(orderCounts.n, 0),
            ),
          )
          .groupBy(countedStatus);
        return rows.reduce((n, r) => n + r.n, 0) > limit ? undefined : rows.map(r => r.value);
      },
    },
    {
      column: orders.labId,
      values: (pattern, limit) => (/^%\d+%$/.test(pattern) ? Promise.resolve(undefined) : named.values(pattern, limit)),
      condition: pattern => (sortField === 'lab_name' ? ilike(labs.name, pattern) : orderLabNamed(pattern)),
    },
  ];
}

/**
 * An order's lab is named so, tested on the order's own row: its lab's name read by a scalar subquery (a probe of
 * labs_pkey), which no statistics describe. A page sorted by order id or date then walks the orders in that order and
 * stops with the page, whatever PostgreSQL estimates of the labs so named: as `labs.name ILIKE` on the joined labs,
 * an estimate of 100 labs for `%g-9%` (11,240 at 1,000,000 labs) made it join the labs first and sort their 26,620
 * orders (docs/PERFORMANCE.md, session 26).
 */
export const orderLabNamed = (pattern: string) =>
  sql`(select named.name from labs named where named.id = ${orders.labId}) ilike ${pattern}`;

/** Payables answer what the lab is owed (total less commission); receivables the total and the commission owed. */
export async function listOrders(db: Db, kind: OrderKind, query: lists.ListQuery) {
  const spec = orderSpecs[kind];
  const plan = lists.planList(spec, query);
  // A search matching few labs and statuses: their orders by the orders' own indexes; a common one: the orders of its
  // first labs, for the count (lib/list.ts).
  const named = labsNamed(db, plan.searchText ?? '');
  // The text's words are read beside the statuses (another pooled connection on PostgreSQL), not after them; a failure
  // is thrown where they are awaited.
  if (plan.searchText !== undefined && !/^\d+$/.test(plan.searchText)) named.words().catch(() => {});
  const found = await lists.searchThroughValues(db, plan, orderSearchSources(db, kind, named, plan.sort.field));
  // Neither searched nor filtered: the list's total comes with the page (order_counts), no COUNT(*) over the orders.
  const whole = lists.inlineTotal(plan.paged && !plan.narrowed ? kindTotals[kind] : undefined);
  // Sorted by lab name, a search of lab names alone (no status matched, not digits) walks the labs named so in name
  // order (their words, labWords.ts) and joins their orders: the page reads about the labs it shows.
  const byWords = plan.sort.field === 'lab_name' && found.lastAlone ? await named.words() : undefined;
  const { rows, total } = await lists.runList(
    plan,
    byWords
      ? db
          .select({ order: orders, labName: labs.name, ...whole.column })
          .from(candidates(byWords.words, { inName: true, order: plan.sort.order }))
          .innerJoin(labs, sql`${labs.id} = c.lab_id`)
          .innerJoin(orders, sql`${orders.labId} = c.lab_id`)
          .where(
            and(
              byWords.whole ? undefined : ilike(fence(byWords, labs.name), plan.searchPattern ?? ''),
              plan.whereBesidesSearch,
            ),
          )
          .orderBy(...candidateOrder(plan.sort.order).slice(0, 1), plan.orderBy[1])
          .$dynamic()
      : db
          .select({ order: orders, labName: labs.name, ...whole.column })
          .from(orders)
          .innerJoin(labs, eq(labs.id, orders.labId))
          .where(found.exact ?? found.narrowed ?? plan.where)
          .orderBy(...plan.orderBy)
          .$dynamic(),
    lists.countSomeFirst(
      db,
      found.some ? () => db.select(lists.matchingRow).from(orders).where(found.some).$dynamic() : undefined,
      lists.countMatching(db, () => {
        // Every order has its lab (a non-null foreign key): only a search by the lab's name needs the join to count.
        const matching = db.select(lists.matchingRow).from(orders).$dynamic();
        if (found.exact) return matching.where(found.exact);
        return lists.joinedWhenSearching(plan, matching, labs, eq(labs.id, orders.labId), found.narrowed ?? plan.where);
      }),
    ),
    db,
    whole.read,
  );
  const items = rows.map(({ order: o, labName }) => ({
    id: o.id,
    orderId: o.id,
    Lab_id: o.labId,
    lab_name: labName,
    PaymentType: o.paymentType,
    Total: kind === 'payable' ? o.total - o.commission : o.total,
    ...(kind === 'receivable' ? { Commission: o.commission } : {}),
    Status: kind === 'payable' ? o.status : o.receivableStatus,
    created_at: o.createdAt.toISOString(),
  }));
  return { plan, rows: items, total };
}

/**
 * The orders' commission, read from order_counts (kept by triggers: a few rows, whatever the number of orders): all of
 * it, its online part (payables) and its cash part (receivables), received or not, and the number of orders.
 */
export async function commissionTotals(db: Db) {
  const cash = eq(orderCounts.paymentType, 'Cash');
  const [row] = await db
    .select({
      total: lists.moneySum(orderCounts.commission),
      orders: sql<number>`cast(coalesce(sum(${orderCounts.n}), 0) as float8)`,
      online: lists.moneySum(orderCounts.commission, eq(orderCounts.paymentType, 'Online')),
      cash: lists.moneySum(orderCounts.commission, cash),
      cash_received: lists.moneySum(orderCounts.commission, and(cash, eq(orderCounts.receivableStatus, 'Received'))),
      cash_pending: lists.moneySum(orderCounts.commission, and(cash, ne(orderCounts.receivableStatus, 'Received'))),
    })
    .from(orderCounts);
  return row;
}

export async function totalEarnings(db: Db) {
  const { total, orders } = await commissionTotals(db);
  return { total, orders };
}
