import PersonAddIcon from '@mui/icons-material/PersonAddAlt';
import { DataTable } from 'react-admin';

import { staffContract } from '../../contracts/staff';
import { DateField } from '../common/fields';
import { ListPagination } from '../common/LoadError';
import { EditInModalList } from '../common/ResourceList';
import { STAFF_PATHS, staffShowPath } from './paths';
import { StaffEditDialog } from './StaffForms';
import type { Staff } from './types';

const noWrap = { whiteSpace: 'nowrap' } as const;

/** `/stafflist` (SPEC §2 Staff, §9: 20 per page with 10 / 20 / 50 / 100, name ascending): search, edit modal, delete, export. */
export const StaffList = () => (
  <EditInModalList<Staff>
    contract={staffContract}
    pagination={<ListPagination rowsPerPageOptions={[10, 20, 50, 100]} />}
    create={{ path: STAFF_PATHS.register, label: 'resources.staff.list.register', icon: <PersonAddIcon /> }}
    showPath={staffShowPath}
    nameSource="name"
    labelArgs={member => ({ name: member.name })}
    editDialog={(record, onClose) => <StaffEditDialog record={record} onClose={onClose} />}
  >
    <DataTable.Col source="email" />
    <DataTable.Col source="contact_number" sx={noWrap} />
    <DataTable.Col source="CNIC" sx={noWrap} />
    <DataTable.Col source="date_joined" sx={noWrap}>
      <DateField source="date_joined" />
    </DataTable.Col>
  </EditInModalList>
);
