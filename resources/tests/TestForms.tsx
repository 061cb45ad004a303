import { testsContract } from '../../contracts/tests';
import { ContractCreate } from '../common/ContractCreate';
import { ContractEditDialog } from '../common/ContractEditDialog';
import { TEST_PATHS } from './paths';
import { TestInputs } from './TestInputs';
import type { Test } from './types';

const { create, update } = testsContract.input;

/** `/createtest` (SPEC §2 Tests), validated by the contract's `input.create`; after create and on Cancel back to the Test Inventory. */
export const TestCreate = () => (
  <ContractCreate
    resource="tests"
    schema={create}
    rules="test"
    listPath={TEST_PATHS.list}
    maxWidth={900}
    wording={{ page: 'create', progress: 'creating', success: 'created', error: 'create_error' }}
  >
    <TestInputs body={create} />
  </ContractCreate>
);

/** The Test Inventory's edit modal: the create page's inputs, validated by `input.update`. */
export const TestEditDialog = ({ record, onClose }: { record?: Test; onClose: () => void }) => (
  <ContractEditDialog resource="tests" record={record} onClose={onClose} schema={update} rules="test" maxWidth="md">
    <TestInputs body={update} />
  </ContractEditDialog>
);
