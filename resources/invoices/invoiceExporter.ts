import { invoicesContract } from '../../contracts/invoices';
import { columnsExporter } from '../common/exporter';

/** CSV export of the invoice cards: the contract's export columns, every row matching the list's filters, in its order. */
export const invoiceExporter = columnsExporter('invoices', invoicesContract.export);
