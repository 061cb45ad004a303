import { downloadCSV } from 'react-admin';

/** One CSV cell: quoted when it holds a quote, a comma or a line break. */
export const csvCell = (value: unknown) => {
    const text = value == null ? '' : String(value);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Downloads `rows` (header first) as `<filename>.csv`. */
export const downloadRows = (rows: unknown[][], filename: string) =>
    downloadCSV(rows.map(row => row.map(csvCell).join(',')).join('\r\n'), filename);
