import AddIcon from '@mui/icons-material/Add';
import { DataTable } from 'react-admin';

import { testsContract } from '../../contracts/tests';
import { EditInModalList } from '../common/ResourceList';
import { TEST_PATHS, testShowPath } from './paths';
import { TestEditDialog } from './TestForms';
import type { Test } from './types';

const formatPrice = (value: unknown) => (typeof value === 'number' ? value.toLocaleString('en-PK') : '');

/** `/testslist` (SPEC §2 Tests, §9: 10 per page, Title ascending): search, sort, edit modal, delete, export. */
export const TestList = () => (
  <EditInModalList<Test>
    contract={testsContract}
    create={{ path: TEST_PATHS.create, label: 'resources.tests.list.create', icon: <AddIcon /> }}
    showPath={testShowPath}
    nameSource="Title"
    labelArgs={test => ({ title: test.Title })}
    editDialog={(record, onClose) => <TestEditDialog record={record} onClose={onClose} />}
  >
    <DataTable.Col
      source="LowerPriceLimit"
      align="right"
      render={(record: Test) => formatPrice(record.LowerPriceLimit)}
    />
    <DataTable.Col
      source="UpperPriceLimit"
      align="right"
      render={(record: Test) => formatPrice(record.UpperPriceLimit)}
    />
    <DataTable.Col source="AvgDuration" />
  </EditInModalList>
);
