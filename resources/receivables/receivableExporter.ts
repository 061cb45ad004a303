import { receivablesContract } from '../../contracts/orders';
import { columnsExporter } from '../common/exporter';

/** CSV export of the Accounts Receivable: the contract's export columns, every row matching the list's filters, in its order. */
export const receivableExporter = columnsExporter('receivables', receivablesContract.export);
