import AddIcon from '@mui/icons-material/Add';

import { testsContract } from '../../contracts/tests';
import { EditInModalList } from '../common/ResourceList';
import { columnsOf } from '../generic/contractParts';
import { TEST_PATHS, testShowPath } from './paths';
import { TestEditDialog } from './TestForms';
import type { Test } from './types';

/**
 * `/testslist` (SPEC §2 Tests, §9: 10 per page, Title ascending): search, sort, edit modal, delete, export; the columns
 * are the contract's `view.columns` (the first, Title, the link to the test).
 */
export const TestList = () => (
  <EditInModalList<Test>
    contract={testsContract}
    create={{ path: TEST_PATHS.create, label: 'resources.tests.list.create', icon: <AddIcon /> }}
    showPath={testShowPath}
    nameSource="Title"
    labelArgs={test => ({ title: test.Title })}
    editDialog={(record, onClose) => <TestEditDialog record={record} onClose={onClose} />}
  >
    {columnsOf(testsContract, { fields: testsContract.view.columns.slice(1) })}
  </EditInModalList>
);
