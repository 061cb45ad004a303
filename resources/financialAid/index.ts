import { createElement, lazy } from 'react';
import FinancialAidIcon from '@mui/icons-material/VolunteerActivismOutlined';

import type { ResourceDefinition } from '../types';

// Screens are loaded on demand (App.tsx wraps every route in Suspense).
const FinancialAidList = lazy(() => import('./FinancialAidList'));
const FinancialAidDetail = lazy(() => import('./FinancialAidDetail'));
const ServiceDetail = lazy(() => import('./ServiceDetail'));

/** Financial aid (SPEC §2 Financial aid) at its SPEC paths, and the service detail its booked services link to. */
const financialAid: ResourceDefinition = {
    name: 'financialAid',
    icon: FinancialAidIcon,
    recordRepresentation: record => String((record as { name?: string }).name ?? record.id ?? ''),
    routes: [
        { path: '/financialaid', element: createElement(FinancialAidList) },
        { path: '/financialaiddetails/:id', element: createElement(FinancialAidDetail) },
        // Designed target of the detail's service links (SPEC §2 names only the link).
        { path: '/servicedetail/:id', element: createElement(ServiceDetail) },
    ],
};

export default financialAid;
