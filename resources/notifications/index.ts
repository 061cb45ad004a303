import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { lazy } from 'react';

import { defineScreens } from '../lazyScreen';

/** Notifications (SPEC §2 Notifications) at `/notifications`, for admins and lab users. */
export default defineScreens({
  name: 'notifications',
  icon: NotificationsIcon,
  recordRepresentation: 'Title',
  screens: { '/notifications': lazy(() => import('./NotificationsPage')) },
});
