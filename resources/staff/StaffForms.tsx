import { staffContract } from '../../contracts/staff';
import { ContractCreate } from '../common/ContractCreate';
import { ContractEditDialog } from '../common/ContractEditDialog';
import { inputsOf } from '../generic/contractParts';
import { STAFF_PATHS } from './paths';
import type { Staff } from './types';

const { create, update } = staffContract.input;

/**
 * `/registerstaff` (SPEC §2 Staff, §5, §8), its inputs and validation the contract's `input.create`: on failure a red alert with
 * the server's detail and the typed values kept; after success and on Cancel back to the staff list.
 */
export const StaffRegister = () => (
  <ContractCreate
    resource="staff"
    schema={create}
    rules="staff"
    listPath={STAFF_PATHS.list}
    alertOnError
    maxWidth={700}
    wording={{ page: 'register', progress: 'registering', success: 'registered', error: 'register_error' }}
  >
    {inputsOf(staffContract, create)}
  </ContractCreate>
);

/** The staff list's edit modal (SPEC §5 "Edit staff"), validated by `input.update`: the email is shown read-only and not sent. */
export const StaffEditDialog = ({ record, onClose }: { record?: Staff; onClose: () => void }) => (
  <ContractEditDialog resource="staff" record={record} onClose={onClose} schema={update} rules="staff" maxWidth="sm">
    {inputsOf(staffContract, update)}
  </ContractEditDialog>
);
