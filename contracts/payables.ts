/**
 * Accounts payable (SPEC §2 Reports, §7 Appointments): orders paid online, which the platform owes the lab; 5 per page,
 * orderId descending (SPEC §9). Its order fields are the receivables' too (contracts/receivables.ts).
 */
import { z } from 'zod';

import { adminOnly, defineResource } from './defineResource';
import { int, linkTo, money, namedReference, text, timestamp } from './fields';

/** The fields of an order seen by finance: a payable's, and a receivable's with its commission. */
export const orderFields = {
  id: int,
  /** The order's id, a link to its invoice (one per order, with the order's id). */
  orderId: linkTo('invoices', 'int'),
  /** The lab by its numeric id: the lab filter's autocomplete searches the labs by name. */
  Lab_id: namedReference('labsById', 'name'),
  /** The lab's name, a link to the lab's overview by `Lab_id`. */
  lab_name: linkTo('labs', 'text', 'Lab_id'),
  PaymentType: text,
  Total: money,
  Status: text,
  created_at: timestamp,
};
export const orderSortable = [
  'id',
  'orderId',
  'Lab_id',
  'lab_name',
  'PaymentType',
  'Total',
  'Status',
  'created_at',
] as const;
const orderSearchable = ['lab_name', 'Status', 'orderId'] as const;
/** The lists' filters: the lab (always shown, an autocomplete) and a date range on the order's date. */
const orderFilters = {
  Status: {},
  Lab_id: { type: 'id' },
  created_at_gte: { type: 'date' },
  created_at_lte: { type: 'date' },
} as const;
const orderViewFilters = ['Lab_id', 'created_at_gte', 'created_at_lte'];

/** The list settings both order lists share (newest order first), with the page size of each. */
export const orderList = (perPage: number) => ({
  sortable: orderSortable,
  searchable: orderSearchable,
  filters: orderFilters,
  defaultSort: { field: 'orderId', order: 'DESC' } as const,
  perPage,
});

/** The screens' view both order lists share: the lab filter always shown and the date range, with their own fields. */
export const orderView = <const Field extends string>(columns: readonly Field[], show: readonly Field[]) => ({
  columns: [...columns],
  filters: orderViewFilters,
  alwaysOn: ['Lab_id'],
  show: [...show],
});

export const payablesContract = defineResource({
  name: 'payables',
  noun: { one: 'account payable', many: 'accounts payable' },
  id: 'id',
  record: z.object(orderFields),
  list: orderList(5),
  endpoints: { getList: { method: 'GET', path: '/Appointments/getaccountspayable' } },
  actions: {
    /** `{Status}`: free text that replaces the current status (SPEC §4). */
    respond: { method: 'PUT', summary: "Set an account payable's status", path: '/Appointments/respondpayable/{id}' },
  },
  access: adminOnly('list', 'export', 'respond'),
  export: ['orderId', 'lab_name', 'PaymentType', 'Total', 'Status', 'created_at'],
  view: orderView(
    ['orderId', 'lab_name', 'PaymentType', 'Total', 'Status', 'created_at'],
    ['orderId', 'lab_name', 'PaymentType', 'Total', 'Status', 'created_at'],
  ),
});

export type PayableRecord = z.infer<typeof payablesContract.record>;
