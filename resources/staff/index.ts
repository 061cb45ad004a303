import StaffIcon from '@mui/icons-material/BadgeOutlined';
import { createElement } from 'react';

import { lazyScreen } from '../lazyScreen';
import type { ResourceDefinition } from '../types';
import { STAFF_PATHS } from './paths';
import type { Staff } from './types';

const StaffList = lazyScreen(() => import('./StaffList'), 'StaffList');
const StaffRegister = lazyScreen(() => import('./StaffForms'), 'StaffRegister');
const StaffShow = lazyScreen(() => import('./StaffShow'), 'StaffShow');

/** Lab staff (SPEC §2 Staff) at their SPEC paths; react-admin's id is the email. */
const staff: ResourceDefinition = {
  name: 'staff',
  icon: StaffIcon,
  recordRepresentation: record => String((record as Partial<Staff>).name ?? ''),
  routes: [
    { path: STAFF_PATHS.list, element: createElement(StaffList) },
    { path: STAFF_PATHS.register, element: createElement(StaffRegister), access: 'create' },
    { path: STAFF_PATHS.show, element: createElement(StaffShow) },
  ],
};

export default staff;
