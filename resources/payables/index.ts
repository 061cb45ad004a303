import PayablesIcon from '@mui/icons-material/PaymentsOutlined';

import { defineScreens, lazyScreen } from '../lazyScreen';

/** Payable Amounts (SPEC §2 Complaints and payables) at its SPEC path. */
export default defineScreens({
  name: 'payables',
  icon: PayablesIcon,
  recordRepresentation: 'orderId',
  screens: { '/accountspayable': lazyScreen(() => import('./PayableList'), 'PayableList') },
});
