/** Invoices (designed, SPEC §2 Invoices): one per order; cards 12 per page, newest first; a printable detail. */
import { z } from 'zod';
import { defineResource } from './defineResource';

const admin = ['admin'] as const;

export const invoicesContract = defineResource({
    name: 'invoices',
    id: 'id',
    record: z.object({
        id: z.number().int(),
        invoiceID: z.string(),
        founder: z.string(),
        image: z.string().nullable(),
        color: z.string(),
        company: z.string(),
        invoicePrice: z.number(),
        date: z.string(),
    }),
    list: {
        sortable: ['id', 'date', 'invoicePrice', 'founder', 'company'],
        searchable: ['founder', 'company'],
        filters: { Lab_id: {} },
        defaultSort: { field: 'id', order: 'DESC' },
        perPage: 12,
    },
    endpoints: {
        getList: { method: 'GET', path: '/invoices' },
        getOne: { method: 'GET', path: '/invoice/{id}' },
    },
    access: { list: admin, show: admin, export: admin },
    export: ['id', 'invoiceID', 'founder', 'company', 'invoicePrice', 'date'],
});

/** The printable detail (GET /invoice/{id}). */
export const invoiceDetail = z.object({
    id: z.number().int(),
    orderId: z.string(),
    company: z.string(),
    shippingAddress: z.string(),
    card: z.string(),
    /** The payment method as a translation key and the card's last digits, for the reader's language. */
    card_key: z.enum(['card_ending', 'cash_at_lab']),
    card_last4: z.string().nullable(),
    email: z.string(),
    orderDate: z.string(),
    orderSummary: z.object({
        items: z.array(z.object({ id: z.number().int(), item: z.string(), price: z.number() })),
        subTotal: z.number(),
        shipping: z.number(),
        total: z.number(),
    }),
});

export type InvoiceRecord = z.infer<typeof invoicesContract.record>;
