/**
 * Orders seen by finance (SPEC §2 Reports, §7 Appointments): accounts payable (online payments; 5 per page, orderId
 * descending, SPEC §9) and accounts receivable (cash at the lab; 10 per page).
 */
import { z } from 'zod';

import { adminOnly, defineResource } from './defineResource';
import { int, linkTo, money, namedReference, num, text, textOrNull, timestamp } from './fields';

const order = {
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
const sortable = ['id', 'orderId', 'Lab_id', 'lab_name', 'PaymentType', 'Total', 'Status', 'created_at'] as const;
const searchable = ['lab_name', 'Status', 'orderId'] as const;
/** The lists' filters: the lab (always shown, an autocomplete) and a date range on the order's date. */
const filters = {
  Status: {},
  Lab_id: { type: 'id' },
  created_at_gte: { type: 'date' },
  created_at_lte: { type: 'date' },
} as const;
const viewFilters = ['Lab_id', 'created_at_gte', 'created_at_lte'];

export const payablesContract = defineResource({
  name: 'payables',
  noun: { one: 'account payable', many: 'accounts payable' },
  id: 'id',
  record: z.object(order),
  list: {
    sortable,
    searchable,
    filters,
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
  view: {
    columns: ['orderId', 'lab_name', 'PaymentType', 'Total', 'Status', 'created_at'],
    filters: viewFilters,
    alwaysOn: ['Lab_id'],
    show: ['orderId', 'lab_name', 'PaymentType', 'Total', 'Status', 'created_at'],
  },
});

export const receivablesContract = defineResource({
  name: 'receivables',
  noun: { one: 'account receivable', many: 'accounts receivable' },
  id: 'id',
  record: z.object({ ...order, Commission: money }),
  list: {
    sortable: [...sortable, 'Commission'],
    searchable,
    filters,
    defaultSort: { field: 'orderId', order: 'DESC' },
    perPage: 10,
  },
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
  view: {
    columns: ['orderId', 'lab_name', 'Total', 'Commission', 'Status', 'created_at'],
    filters: viewFilters,
    alwaysOn: ['Lab_id'],
    show: ['orderId', 'lab_name', 'PaymentType', 'Total', 'Commission', 'Status', 'created_at'],
  },
});

/** An appointment's detail (the financial-aid detail shows it). */
export const appointmentsContract = defineResource({
  name: 'appointments',
  noun: { one: 'appointment', many: 'appointments' },
  id: 'id',
  record: z.object({
    id: int,
    PatientType: text,
    PatientData: z.object({ name: text, contact_number: textOrNull, email: text }),
    /** The person tested when PatientType is not `Self`. */
    name: textOrNull,
    contact: textOrNull,
    Price: num,
    Status: text,
    created_at: timestamp,
    LabData: z.object({ id: int, name: text, address: text, email: text }),
    BookedServices: z.array(
      z.object({
        id: int,
        BookedServiceStatus: text,
        RequestedTime: timestamp,
        Lab_note: textOrNull,
        HomeSampling: z.boolean(),
        Communication: z.boolean(),
        ServiceData: z.object({
          id: int,
          ServiceTitle: text,
          ServicePrice: num,
          HomeSamplingPrice: num,
          CommunicationPrice: num,
        }),
        /** ServicePrice, plus HomeSamplingPrice and CommunicationPrice when those are on. */
        Subtotal: num,
      }),
    ),
  }),
  endpoints: { getOne: { method: 'GET', path: '/Appointments/getappointmentdetails/{id}' } },
  access: adminOnly('show'),
});

export type PayableRecord = z.infer<typeof payablesContract.record>;
export type ReceivableRecord = z.infer<typeof receivablesContract.record>;
