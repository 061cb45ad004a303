/**
 * Accounts payable (SPEC §2 Reports, §7 Appointments): orders paid online, which the platform owes the lab; 5 per page,
 * orderId descending (SPEC §9). Its order fields are the receivables' too (contracts/receivables.ts).
 */
import { z } from 'zod';

import { adminOnly, defineResource } from './defineResource';
import { int, num, text, timestamp } from './fields';

/** The fields of an order seen by finance: a payable's, and a receivable's with its commission. */
export const orderFields = {
  id: int,
  orderId: int,
  Lab_id: int,
  lab_name: text,
  PaymentType: text,
  Total: num,
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
export const orderSearchable = ['lab_name', 'Status', 'orderId'] as const;

export const payablesContract = defineResource({
  name: 'payables',
  noun: { one: 'account payable', many: 'accounts payable' },
  id: 'id',
  record: z.object(orderFields),
  list: {
    sortable: orderSortable,
    searchable: orderSearchable,
    filters: { Status: {}, Lab_id: { type: 'id' } },
    defaultSort: { field: 'orderId', order: 'DESC' },
    perPage: 5,
  },
  endpoints: { getList: { method: 'GET', path: '/Appointments/getaccountspayable' } },
  actions: {
    /** `{Status}`: free text that replaces the current status (SPEC §4). */
    respond: { method: 'PUT', summary: "Set an account payable's status", path: '/Appointments/respondpayable/{id}' },
  },
  access: adminOnly('list', 'export', 'respond'),
  export: ['orderId', 'lab_name', 'PaymentType', 'Total', 'Status', 'created_at'],
});

export type PayableRecord = z.infer<typeof payablesContract.record>;
