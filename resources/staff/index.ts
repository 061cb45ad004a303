import { createElement } from 'react';
import StaffIcon from '@mui/icons-material/BadgeOutlined';

import type { ResourceDefinition } from '../types';
import { StaffList } from './StaffList';
import { StaffRegister } from './StaffRegister';
import { StaffShow } from './StaffShow';
import type { Staff } from './types';

/** Lab staff (SPEC §2 Staff) at their SPEC paths; react-admin's id is the email. */
const staff: ResourceDefinition = {
    name: 'staff',
    icon: StaffIcon,
    recordRepresentation: record => String((record as Partial<Staff>).name ?? ''),
    routes: [
        { path: '/stafflist', element: createElement(StaffList) },
        { path: '/registerstaff', element: createElement(StaffRegister) },
        { path: '/staffdetails/:id', element: createElement(StaffShow) },
    ],
};

export default staff;
