import { createElement } from 'react';
import StaffIcon from '@mui/icons-material/BadgeOutlined';

import { lazyScreen } from '../lazyScreen';
import type { ResourceDefinition } from '../types';
import type { Staff } from './types';

const StaffList = lazyScreen(() => import('./StaffList'), 'StaffList');
const StaffRegister = lazyScreen(() => import('./StaffRegister'), 'StaffRegister');
const StaffShow = lazyScreen(() => import('./StaffShow'), 'StaffShow');

/** Lab staff (SPEC §2 Staff) at their SPEC paths; react-admin's id is the email. */
const staff: ResourceDefinition = {
    name: 'staff',
    icon: StaffIcon,
    recordRepresentation: record => String((record as Partial<Staff>).name ?? ''),
    routes: [
        { path: '/stafflist', element: createElement(StaffList) },
        { path: '/registerstaff', element: createElement(StaffRegister), access: 'create' },
        { path: '/staffdetails/:id', element: createElement(StaffShow) },
    ],
};

export default staff;
