/** Invoices (designed): one per real order, registered from contracts/invoices.ts (the SQL: server/repos/invoices.ts). */
import type { FastifyInstance } from 'fastify';

import { invoiceDetail, invoicesContract } from '../../contracts/invoices.js';
import { sendList } from '../lib/list.js';
import { registerResource } from '../lib/resourceRoutes.js';
import { findInvoice, invoiceListSpec, listInvoices } from '../repos/invoices.js';
import { type RouteContext, typed } from './context.js';

export default async function invoiceRoutes(app: FastifyInstance, { db }: RouteContext) {
  registerResource(
    typed(app),
    invoicesContract,
    {
      getList: async (request, reply) => {
        const { plan, rows, total } = await listInvoices(db, request.query);
        return sendList(reply, invoiceListSpec, plan, rows, total);
      },
      getOne: async request => findInvoice(db, request.params.id),
    },
    // The printable detail is larger than a list card.
    { getOne: invoiceDetail },
  );
}
