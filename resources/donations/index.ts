import { createElement } from 'react';
import DonationsIcon from '@mui/icons-material/VolunteerActivismOutlined';

import { lazyScreen } from '../lazyScreen';
import type { ResourceDefinition } from '../types';
import type { Donation } from './types';

const DonationsPage = lazyScreen(() => import('./DonationList'), 'DonationsPage');

/** Donations (SPEC §2 Donations) at its SPEC path. */
const donations: ResourceDefinition = {
    name: 'donations',
    icon: DonationsIcon,
    recordRepresentation: record => String((record as Partial<Donation>).Donor_Name ?? ''),
    routes: [{ path: '/donations', element: createElement(DonationsPage) }],
};

export default donations;
