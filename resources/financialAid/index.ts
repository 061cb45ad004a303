import FinancialAidIcon from '@mui/icons-material/VolunteerActivismOutlined';
import { lazy } from 'react';

import { defineScreens } from '../lazyScreen';

/** Financial aid (SPEC §2 Financial aid) at its SPEC paths, and the service detail its booked services link to. */
export default defineScreens({
  name: 'financialAid',
  icon: FinancialAidIcon,
  recordRepresentation: 'patient_name',
  screens: {
    '/financialaid': lazy(() => import('./FinancialAidList')),
    '/financialaiddetails/:id': lazy(() => import('./FinancialAidDetail')),
    // Designed target of the detail's service links (SPEC §2 names only the link).
    '/servicedetail/:id': lazy(() => import('./ServiceDetail')),
  },
});
