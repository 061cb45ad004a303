import { Navigate } from 'react-router-dom';

/** react-admin's home route ('/') sends the user to /dashboard (SPEC §2 Access). */
export const DashboardRedirect = () => <Navigate to="/dashboard" replace />;
