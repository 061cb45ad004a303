import { payablesContract } from '../../contracts/orders';
import { columnsExporter } from '../common/exporter';

/** CSV export of the Payable Amounts: the contract's export columns, every row matching the list's filters, in its order. */
export const payableExporter = columnsExporter('payables', payablesContract.export);
