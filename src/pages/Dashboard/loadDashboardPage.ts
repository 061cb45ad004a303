/**
 * The dashboard's code, in the 'signed-in' chunk that the app's entry imports (src/App.tsx); the charts are a lazy
 * chunk of their own (LazyCharts.tsx). /login's sign-in script does not download it until the app loads; the login
 * page calls this as soon as sign-in starts, so the chunk downloads while the credentials are checked (a dynamic
 * import is fetched once).
 */
export const loadDashboardPage = () => import('./DashboardPage');
