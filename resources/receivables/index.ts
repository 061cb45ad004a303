import ReceivablesIcon from '@mui/icons-material/RequestQuoteOutlined';

import { defineScreens, lazyScreen } from '../lazyScreen';

/** Accounts Receivable (designed screen, docs/DECISIONS.md) at its SPEC path. */
export default defineScreens({
  name: 'receivables',
  icon: ReceivablesIcon,
  recordRepresentation: 'orderId',
  screens: { '/accountsrecievable': lazyScreen(() => import('./ReceivableList'), 'ReceivableList') },
});
