import { donationsContract } from '../../contracts/finance';
import { columnsExporter } from '../common/exporter';

/** CSV export of the Donation Details: the contract's export columns, every row matching the list's filters, in its order. */
export const donationExporter = columnsExporter('donations', donationsContract.export);
