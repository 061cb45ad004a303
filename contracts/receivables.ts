/** Accounts receivable (SPEC §2 Reports, §7 Appointments): cash orders, whose commission the lab owes the platform; 10 per page. */
import { z } from 'zod';

import { adminOnly, defineResource } from './defineResource';
import { choice, money } from './fields';
import { orderFields, orderList, orderSortable, orderView } from './payables';

export const receivablesContract = defineResource({
  name: 'receivables',
  noun: { one: 'account receivable', many: 'accounts receivable' },
  id: 'id',
  record: z.object({
    ...orderFields,
    /** Received green, anything else (pending) amber, in the Status filter's words. */
    Status: choice(['Received', 'Pending'], { colors: { Received: 'success' }, otherwise: 'warning' }),
    Commission: money,
  }),
  list: { ...orderList(10), sortable: [...orderSortable, 'Commission'] },
  endpoints: { getList: { method: 'GET', path: '/Appointments/getaccountsrecievable' } },
  actions: {
    /** Designed: `{Status: 'Received'}`, the only change a receivable takes (409 when already received). */
    markReceived: {
      method: 'PUT',
      summary: 'Mark an account receivable as received',
      path: '/Appointments/markreceived/{id}',
    },
  },
  access: adminOnly('list', 'export', 'markReceived'),
  export: ['orderId', 'lab_name', 'PaymentType', 'Total', 'Commission', 'Status', 'created_at'],
  view: orderView(
    ['orderId', 'lab_name', 'Total', 'Commission', 'Status', 'created_at'],
    ['orderId', 'lab_name', 'PaymentType', 'Total', 'Commission', 'Status', 'created_at'],
  ),
});

export type ReceivableRecord = z.infer<typeof receivablesContract.record>;
