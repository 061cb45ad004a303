import { financialAidContract } from '../../contracts/finance';
import { columnsExporter } from '../common/exporter';

/** CSV export of the requests matching the list's tab and search: the contract's export columns, every row matching the list's filters, in its order. */
export const financialAidExporter = columnsExporter('financial-aid', financialAidContract.export);
