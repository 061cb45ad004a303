import { createElement } from 'react';
import ComplaintsIcon from '@mui/icons-material/ReportProblemOutlined';

import { lazyScreen } from '../lazyScreen';
import type { ResourceDefinition } from '../types';
import type { Complaint } from './types';

const ComplaintList = lazyScreen(() => import('./ComplaintList'), 'ComplaintList');

/** All Complaints (SPEC §2 Complaints and payables) at its SPEC path. */
const complaints: ResourceDefinition = {
    name: 'complaints',
    icon: ComplaintsIcon,
    recordRepresentation: record => String((record as Partial<Complaint>).Type ?? ''),
    routes: [{ path: '/patientcomplaints', element: createElement(ComplaintList) }],
};

export default complaints;
