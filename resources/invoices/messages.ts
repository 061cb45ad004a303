/** Invoices (SPEC §2 Invoices) wording. Every language must match the English keys (type-checked). */
const en = {
    name: 'Invoice |||| Invoices',
} as const;

type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };
export type InvoiceMessages = Messages<typeof en>;

const es: InvoiceMessages = { name: 'Factura |||| Facturas' };
const de: InvoiceMessages = { name: 'Rechnung |||| Rechnungen' };
const ru: InvoiceMessages = { name: 'Счёт |||| Счета' };
const it: InvoiceMessages = { name: 'Fattura |||| Fatture' };

export { en, es, de, ru, it };
