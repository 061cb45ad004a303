import LabsIcon from '@mui/icons-material/BiotechOutlined';
import { createElement } from 'react';

import { lazyScreen } from '../lazyScreen';
import type { ResourceDefinition } from '../types';

const screens = {
    '/labslist': lazyScreen(() => import('./LabList'), 'LabList'),
    '/pendingverifications': lazyScreen(() => import('./PendingLabList'), 'PendingLabList'),
    '/verifiedlabs': lazyScreen(() => import('./VerifiedLabList'), 'VerifiedLabList'),
    '/blockedlabs': lazyScreen(() => import('./BlockedLabList'), 'BlockedLabList'),
    '/lab-overview/:id': lazyScreen(() => import('./LabOverview'), 'LabOverview'),
    '/editprofile': lazyScreen(() => import('./LabProfile'), 'LabProfile'),
};

/** The labs resource (id = email): the four lists, the overview and the lab user's own profile (SPEC §2 Labs). */
const labs: ResourceDefinition = {
    name: 'labs',
    icon: LabsIcon,
    recordRepresentation: 'name',
    // The lab user's own profile is an edit of its own lab (contracts/labs.ts access: `own`).
    routes: Object.entries(screens).map(([path, Screen]) => ({ path, element: createElement(Screen), ...(path === '/editprofile' ? { access: 'edit' } : {}) })),
};

export default labs;
