import { Navigate } from 'react-router-dom';

import { readAuthUser } from '../../../authProvider';

/** Where a signed-in user's home is: the administrator's dashboard, the lab user's own profile. */
export const homePath = () => (readAuthUser()?.role === 'lab' ? '/editprofile' : '/dashboard');

/** react-admin's home route ('/') sends the user home (SPEC §2 Access): /dashboard, or a lab user's /editprofile. */
export const DashboardRedirect = () => <Navigate to={homePath()} replace />;
