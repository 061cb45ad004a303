import LabsIcon from '@mui/icons-material/BiotechOutlined';
import { createElement } from 'react';

import type { ResourceDefinition } from '../types';
import { BlockedLabList } from './BlockedLabList';
import { LabList } from './LabList';
import { LabOverview } from './LabOverview';
import { LabProfile } from './LabProfile';
import { PendingLabList } from './PendingLabList';
import { VerifiedLabList } from './VerifiedLabList';

/** The labs resource (id = email): the four lists, the overview and the lab user's own profile (SPEC §2 Labs). */
const labs: ResourceDefinition = {
    name: 'labs',
    icon: LabsIcon,
    recordRepresentation: 'name',
    routes: [LabList, PendingLabList, VerifiedLabList, BlockedLabList, LabOverview, LabProfile].map(Screen => ({
        path: Screen.path,
        element: createElement(Screen),
    })),
};

export default labs;
