import ComplaintsIcon from '@mui/icons-material/ReportProblemOutlined';

import { defineScreens, lazyScreen } from '../lazyScreen';

/** All Complaints (SPEC §2 Complaints and payables) at its SPEC path. */
export default defineScreens({
  name: 'complaints',
  icon: ComplaintsIcon,
  recordRepresentation: 'Type',
  screens: { '/patientcomplaints': lazyScreen(() => import('./ComplaintList'), 'ComplaintList') },
});
