import type { Identifier } from 'react-admin';
import type { z } from 'zod';

import type { invoiceDetail, InvoiceRecord } from '../../contracts/invoices';

/** An invoice card (contracts/invoices.ts, `GET /invoices`): one per order. */
export type InvoiceCard = InvoiceRecord;

/** An invoice (contracts/invoices.ts, `GET /invoice/{id}`). */
export type InvoiceDetail = Omit<z.infer<typeof invoiceDetail>, 'id'> & { id: Identifier };
