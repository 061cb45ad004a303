import { downloadCSV } from 'react-admin';

import { textOf } from '../../dataProvider/clientSide';

/**
 * One CSV cell: quoted when it holds a quote, a comma, a semicolon, a tab or a line break (a spreadsheet set to
 * another separator — `;` in de, it, ru — must still see one cell, not a second one starting with `=`). Text starting with `=`, `+`, `-`, `@`, a tab
 * or a carriage return is prefixed with `'`, so a spreadsheet shows it instead of running it as a formula (a lab
 * named `=HYPERLINK(…)` through the public registration; OWASP "CSV injection"). Numbers are left as they are.
 */
export const csvCell = (value: unknown) => {
  let text = value == null ? '' : textOf(value);
  if (typeof value !== 'number' && typeof value !== 'bigint' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Downloads `rows` (header first) as `<filename>.csv`. */
export const downloadRows = (rows: unknown[][], filename: string) =>
  downloadCSV(rows.map(row => row.map(csvCell).join(',')).join('\r\n'), filename);
