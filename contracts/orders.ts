/**
 * Orders seen by finance (SPEC §2 Reports, §7 Appointments): accounts payable (online payments; 5 per page, orderId
 * descending, SPEC §9) and accounts receivable (cash at the lab; 10 per page).
 */
import { z } from 'zod';
import { defineResource } from './defineResource';

const order = {
    id: z.number().int(),
    orderId: z.number().int(),
    Lab_id: z.number().int(),
    lab_name: z.string(),
    PaymentType: z.string(),
    Total: z.number(),
    Status: z.string(),
    created_at: z.string(),
};
const sortable = ['id', 'orderId', 'Lab_id', 'lab_name', 'PaymentType', 'Total', 'Status', 'created_at'] as const;
const searchable = ['lab_name', 'Status', 'orderId'] as const;
const admin = ['admin'] as const;

export const payablesContract = defineResource({
    name: 'payables',
    id: 'id',
    record: z.object(order),
    list: {
        sortable,
        searchable,
        filters: { Status: {}, Lab_id: {} },
        defaultSort: { field: 'orderId', order: 'DESC' },
        perPage: 5,
    },
    endpoints: { getList: { method: 'GET', path: '/Appointments/getaccountspayable' } },
    actions: {
        /** `{Status}`: free text that replaces the current status (SPEC §4). */
        respond: { method: 'PUT', path: '/Appointments/respondpayable/{id}' },
    },
    access: { list: admin, export: admin, respond: admin },
    export: ['orderId', 'lab_name', 'PaymentType', 'Total', 'Status', 'created_at'],
});

export const receivablesContract = defineResource({
    name: 'receivables',
    id: 'id',
    record: z.object({ ...order, Commission: z.number() }),
    list: {
        sortable: [...sortable, 'Commission'],
        searchable,
        filters: { Status: {}, Lab_id: {} },
        defaultSort: { field: 'orderId', order: 'DESC' },
        perPage: 10,
    },
    endpoints: { getList: { method: 'GET', path: '/Appointments/getaccountsrecievable' } },
    actions: {
        /** Designed: `{Status: 'Received'}`, the only change a receivable takes (409 when already received). */
        markReceived: { method: 'PUT', path: '/Appointments/markreceived/{id}' },
    },
    access: { list: admin, export: admin, markReceived: admin },
    export: ['orderId', 'lab_name', 'PaymentType', 'Total', 'Commission', 'Status', 'created_at'],
});

/** An appointment's detail (the financial-aid detail shows it). */
export const appointmentsContract = defineResource({
    name: 'appointments',
    id: 'id',
    record: z.looseObject({ id: z.number().int() }),
    endpoints: { getOne: { method: 'GET', path: '/Appointments/getappointmentdetails/{id}' } },
    access: { show: admin },
});

export type PayableRecord = z.infer<typeof payablesContract.record>;
export type ReceivableRecord = z.infer<typeof receivablesContract.record>;
