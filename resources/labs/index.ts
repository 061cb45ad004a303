import LabsIcon from '@mui/icons-material/BiotechOutlined';
import { type ComponentType, createElement } from 'react';

import { lazyScreen } from '../lazyScreen';
import type { ResourceDefinition } from '../types';
import { LAB_PATHS } from './paths';
import type { LabListKind } from './types';

const LabList = lazyScreen(() => import('./LabList'), 'LabList') as ComponentType<{ kind: LabListKind }>;
const LabOverview = lazyScreen(() => import('./LabOverview'), 'LabOverview');
const LabProfile = lazyScreen(() => import('./LabProfile'), 'LabProfile');

/** SPEC §2's four lab lists: one screen, its `status` filter per path. */
const LISTS: Record<string, LabListKind> = {
  '/labslist': 'all',
  '/pendingverifications': 'pending',
  '/verifiedlabs': 'verified',
  '/blockedlabs': 'blocked',
};

/** The labs resource (id = email): the four lists, the overview and the lab user's own profile (SPEC §2 Labs). */
const labs: ResourceDefinition = {
  name: 'labs',
  icon: LabsIcon,
  recordRepresentation: 'name',
  routes: [
    ...Object.entries(LISTS).map(([path, kind]) => ({ path, element: createElement(LabList, { kind }) })),
    { path: LAB_PATHS.overview, element: createElement(LabOverview) },
    // The lab user's own profile is an edit of its own lab (contracts/labs.ts access: `own`).
    { path: '/editprofile', element: createElement(LabProfile), access: 'edit' },
  ],
};

export default labs;
