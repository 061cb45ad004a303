import type { Exporter } from 'react-admin';

import { downloadRows } from './csv';

/**
 * react-admin's exporter for a contract's `export` columns: the records react-admin fetched (every page of the
 * current filters and sort), one CSV row each, each cell `cell(record, column)` (default: the stored value) through
 * the shared CSV cell helper (csv.ts: quoting and formula safety).
 */
export const columnsExporter =
  <R extends Record<string, unknown>>(
    filename: string,
    columns: readonly (keyof R & string)[],
    cell: (record: R, column: keyof R & string) => unknown = (record, column) => record[column],
  ): Exporter =>
  records =>
    downloadRows(
      [[...columns], ...(records as R[]).map(record => columns.map(column => cell(record, column)))],
      filename,
    );
