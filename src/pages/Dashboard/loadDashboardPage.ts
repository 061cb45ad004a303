/**
 * The dashboard's code (charts included): a lazy chunk of its own, so /login does not download it. The login page
 * calls this as soon as sign-in starts, so the chunk downloads while the credentials are checked (a dynamic import
 * is fetched once: the route's React.lazy then finds it loaded).
 */
export const loadDashboardPage = () => import('./DashboardPage');
