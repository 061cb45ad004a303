import { testsContract } from '../../contracts/tests';
import { columnsExporter } from '../common/exporter';

/** CSV export of the Test Inventory: the contract's export columns, every row matching the list's filters, in its order. */
export const testExporter = columnsExporter('tests', testsContract.export);
