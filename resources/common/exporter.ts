import type { Exporter } from 'react-admin';

import { downloadRows } from './csv';

/**
 * react-admin's exporter for a contract's `export` columns: the records react-admin fetched (every page of the
 * current filters and sort), one CSV row each, every cell through the shared CSV cell helper (csv.ts: quoting and
 * formula safety).
 */
export const columnsExporter =
  <R extends Record<string, unknown>>(filename: string, columns: readonly (keyof R & string)[]): Exporter =>
  records =>
    downloadRows([[...columns], ...(records as R[]).map(record => columns.map(column => record[column]))], filename);
