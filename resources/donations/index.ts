import DonationsIcon from '@mui/icons-material/VolunteerActivismOutlined';

import { defineScreens, lazyScreen } from '../lazyScreen';

/** Donations (SPEC §2 Donations) at its SPEC path. */
export default defineScreens({
  name: 'donations',
  icon: DonationsIcon,
  recordRepresentation: 'Donor_Name',
  screens: { '/donations': lazyScreen(() => import('./DonationList'), 'DonationsPage') },
});
