import PersonAddIcon from '@mui/icons-material/PersonAddAlt';

import { staffContract } from '../../contracts/staff';
import { ListPagination } from '../common/LoadError';
import { EditInModalList } from '../common/ResourceList';
import { columnsOf, filtersOf } from '../generic/contractParts';
import { STAFF_PATHS, staffShowPath } from './paths';
import { StaffEditDialog } from './StaffForms';
import type { Staff } from './types';

/**
 * `/stafflist` (SPEC §2 Staff, §9: 20 per page with 10 / 20 / 50 / 100, name ascending): search, From date / To date on
 * the date joined, edit modal, delete, export; the columns are the contract's `view.columns` (the first, the name, the
 * link to the member).
 */
export const StaffList = () => (
  <EditInModalList<Staff>
    contract={staffContract}
    filters={filtersOf(staffContract)}
    pagination={<ListPagination rowsPerPageOptions={[10, 20, 50, 100]} />}
    create={{ path: STAFF_PATHS.register, label: 'resources.staff.list.register', icon: <PersonAddIcon /> }}
    showPath={staffShowPath}
    nameSource="name"
    labelArgs={member => ({ name: member.name })}
    editDialog={(record, onClose) => <StaffEditDialog record={record} onClose={onClose} />}
  >
    {columnsOf(staffContract, { fields: staffContract.view.columns.slice(1) })}
  </EditInModalList>
);
