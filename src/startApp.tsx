import { StrictMode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { readAuthUser } from '../authProvider';
import { store } from '../authProvider/store';
import dataProvider from '../dataProvider';
import { opensOnDashboard } from '../lib/earlyCalls';
import { App } from './App';
import { loadAppLayout } from './layout/loadAppLayout';
import { createRoot } from './libraries';
import { loadDashboardPage } from './pages/Dashboard/loadDashboardPage';
import { PRERENDER_ID } from './pages/Login/signInKit';
import { queryClient } from './queryClient';

/**
 * Mounts the app (react-admin's `<Admin>`) in `#root`. A build-time copy of the sign-in page still shown (the sign-in
 * script's, after signing in) is removed when the app first draws, so nothing blank shows between them.
 */
export function startApp() {
  const root = document.getElementById('root')!;
  const copy = document.getElementById(PRERENDER_ID);
  if (copy)
    new MutationObserver((_changes, observer) => {
      if (!root.firstChild) return;
      observer.disconnect();
      copy.remove();
    }).observe(root, { childList: true });
  // Real paths (/login, /dashboard…), and a data router so react-admin can block navigation on unsaved forms.
  const router = createBrowserRouter([{ path: '*', element: <App /> }], { basename: import.meta.env.BASE_URL });
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

/**
 * Where sign-in leads: the shell's and the dashboard's code, fetched ahead (a dynamic import is cached: the routes'
 * React.lazy then find them loaded; a failure here is retried by the route).
 */
export function loadSignedIn() {
  loadAppLayout().catch(() => undefined);
  return loadDashboardPage();
}

/**
 * Called by the sign-in script the moment the sign-in succeeds, before the app mounts: an administrator's dashboard
 * calls go out with the shell's and the dashboard's code (DashboardPage.tsx prefetchDashboard), into the cache
 * `<Admin>` is given, so the cards mount onto their answers instead of asking again.
 */
export function prefetchSignedIn() {
  if (readAuthUser()?.role !== 'admin') return;
  loadDashboardPage()
    .then(m => m.prefetchDashboard(queryClient, dataProvider, store))
    .catch(() => undefined);
}

/**
 * A signed-in visit that opens on an administrator's dashboard (a reload, a link): its calls go into the cache as
 * soon as the dashboard's code has arrived, while react-admin starts, instead of when the cards first render. The
 * charts' code waits for the figures (LazyCharts.tsx): here it would share the link with the app's own files.
 */
export function prefetchFirstScreen() {
  if (!opensOnDashboard() || readAuthUser()?.role !== 'admin') return;
  loadDashboardPage()
    .then(m => m.prefetchDashboard(queryClient, dataProvider, store, { charts: false }))
    .catch(() => undefined);
}
