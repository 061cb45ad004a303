import { createElement } from 'react';
import ComplaintsIcon from '@mui/icons-material/ReportProblemOutlined';

import type { ResourceDefinition } from '../types';
import { ComplaintList } from './ComplaintList';
import type { Complaint } from './types';

/** All Complaints (SPEC §2 Complaints and payables) at its SPEC path. */
const complaints: ResourceDefinition = {
    name: 'complaints',
    icon: ComplaintsIcon,
    recordRepresentation: record => String((record as Partial<Complaint>).Type ?? ''),
    routes: [{ path: '/patientcomplaints', element: createElement(ComplaintList) }],
};

export default complaints;
