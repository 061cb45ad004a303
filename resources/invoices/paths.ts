/** The invoice screens' paths, written once (index.ts routes them, other screens link to them). */
export const INVOICE_PATHS = {
  list: '/invoices-list',
  detail: '/invoices-detail',
  show: '/invoices-detail/:id',
} as const;

/** An order's invoice: one per order, with the order's id. */
export const invoicePath = (orderId: string | number) => `/invoices-detail/${encodeURIComponent(String(orderId))}`;
