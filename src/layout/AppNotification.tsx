import { Notification } from 'react-admin';

import { TOAST_DURATION_MS } from '../../lib/config';

/** Toasts at top centre, 5 s by default (SPEC §9); success toasts pass 3 s themselves (see useToast). */
export const AppNotification = () => (
  <Notification anchorOrigin={{ vertical: 'top', horizontal: 'center' }} autoHideDuration={TOAST_DURATION_MS} />
);
