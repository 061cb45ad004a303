/** SPEC §2 Invoices: Billed To and Lab Address are shown one comma-separated part per line. */
export const splitLines = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map(part => part.trim())
    .filter(Boolean);

/** SPEC §9: the invoice detail without an id shows invoice 1. */
export const DEFAULT_INVOICE_ID = 1;
