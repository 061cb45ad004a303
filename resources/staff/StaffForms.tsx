import { PasswordInput, TextInput } from 'react-admin';

import { staffContract } from '../../contracts/staff';
import { ContractCreate } from '../common/ContractCreate';
import { ContractEditDialog } from '../common/ContractEditDialog';
import { CnicInput, ContactInput } from './MaskedInputs';
import { STAFF_PATHS } from './paths';
import type { Staff } from './types';

const { create, update } = staffContract.input;

/**
 * `/registerstaff` (SPEC §2 Staff, §5, §8), validated by the contract's `input.create`: on failure a red alert with
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
    <TextInput source="name" autoComplete="name" helperText={false} />
    <TextInput source="email" type="email" autoComplete="off" helperText={false} />
    <PasswordInput source="password" autoComplete="new-password" helperText={false} />
    <ContactInput />
    <CnicInput />
  </ContractCreate>
);

/** The staff list's edit modal (SPEC §5 "Edit staff"), validated by `input.update`: the email is shown read-only and not sent. */
export const StaffEditDialog = ({ record, onClose }: { record?: Staff; onClose: () => void }) => (
  <ContractEditDialog resource="staff" record={record} onClose={onClose} schema={update} rules="staff" maxWidth="sm">
    <TextInput source="email" readOnly helperText={false} />
    <TextInput source="name" helperText={false} />
    <ContactInput />
    <CnicInput />
  </ContractEditDialog>
);
