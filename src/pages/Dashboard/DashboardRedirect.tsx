import { Navigate } from 'react-router-dom';

import { DashboardPage } from './DashboardPage';

/** react-admin's home route ('/') sends the user to /dashboard (SPEC §2 Access). */
export const DashboardRedirect = () => <Navigate to={DashboardPage.path} replace />;
