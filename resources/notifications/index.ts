import { createElement, lazy } from 'react';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';

import type { ResourceDefinition } from '../types';

// Loaded on demand (App.tsx wraps every route in Suspense).
const NotificationsPage = lazy(() => import('./NotificationsPage'));

/** Notifications (SPEC §2 Notifications) at `/notifications`, for admins and lab users. */
const notifications: ResourceDefinition = {
    name: 'notifications',
    icon: NotificationsIcon,
    recordRepresentation: record => String((record as { Title?: string }).Title ?? ''),
    routes: [{ path: '/notifications', element: createElement(NotificationsPage) }],
};

export default notifications;
