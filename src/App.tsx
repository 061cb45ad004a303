import { lazy, type ReactNode, Suspense } from 'react';
import {
  Admin,
  CustomRoutes,
  type LayoutProps,
  Loading,
  NotFound,
  Resource,
  ResourceContextProvider,
} from 'react-admin';
import { Navigate, Route, useParams } from 'react-router-dom';

import authProvider from '../authProvider';
import { connectPreferences } from '../authProvider/serverPreferences';
import { store } from '../authProvider/store';
import dataProvider from '../dataProvider';
import { resources } from '../resources';
import { routeAccess } from '../resources/routeAccess';
import { i18nProvider } from './i18n';
import { AppNotification } from './layout/AppNotification';
import { loadAppLayout } from './layout/loadAppLayout';
import { ComingSoonPage } from './pages/ComingSoon/ComingSoonPage';
import { DashboardRedirect } from './pages/Dashboard/DashboardRedirect';
import { loadDashboardPage } from './pages/Dashboard/loadDashboardPage';
import { LoginPage } from './pages/Login/LoginPage';
import { LogoutPage } from './pages/Logout/LogoutPage';
import { queryClient } from './queryClient';
import { RequireAccess } from './RequireAccess';
import { loadErrors, theme } from './theme';

// Saved views and column choices follow the person: the store sends them through the data provider.
connectPreferences({
  get: async () => (await dataProvider.call<Record<string, unknown>>('preferences')).data,
  put: (key, value) => dataProvider.call('setPreference', { params: { key }, data: { value } }),
  remove: key =>
    dataProvider.call('deletePreference', { params: { key } }).catch((error: { status?: number }) => {
      if (error?.status !== 404) throw error;
    }),
});

// Signed-in pages are split from the login bundle: charts and maps load only where they are drawn.
const DashboardPage = lazy(() => loadDashboardPage().then(m => ({ default: m.DashboardPage })));
const LazyLayout = lazy(() => loadAppLayout().then(m => ({ default: m.AppLayout })));
const FaqPage = lazy(() => import('./pages/Faq/FaqPage').then(m => ({ default: m.FaqPage })));
const AccountPage = lazy(() => import('./pages/Account/AccountPage').then(m => ({ default: m.AccountPage })));

/** The signed-in shell, loaded after the login page (src/layout/loadAppLayout.ts). */
const AppLayout = (props: LayoutProps) => (
  <Suspense fallback={<Loading />}>
    <LazyLayout {...props} />
  </Suspense>
);

/** A route's screen, with react-admin's spinner while its code loads. */
const Lazy = ({ children }: { children: ReactNode }) => <Suspense fallback={<Loading />}>{children}</Suspense>;

/** A resource screen behind its access check; a `:id` in the path is the record the check sees (a lab's own). */
const Guarded = ({ resource, action, children }: { resource: string; action: string; children: ReactNode }) => {
  const { id } = useParams();
  void loadErrors(); // the lists' error and paginator defaults (theme.ts), in parallel with the screen's code
  return (
    <RequireAccess resource={resource} action={action} record={id === undefined ? undefined : { id }}>
      {children}
    </RequireAccess>
  );
};

/** The back office: providers, shell and routes (SPEC §2). Rendered inside the browser router (main.tsx). */
export const App = () => (
  <Admin
    title=""
    dataProvider={dataProvider}
    authProvider={authProvider}
    queryClient={queryClient}
    i18nProvider={i18nProvider}
    store={store}
    theme={theme}
    layout={AppLayout}
    loginPage={LoginPage}
    dashboard={DashboardRedirect}
    notification={AppNotification}
    requireAuth
    disableTelemetry
  >
    {/* Public pages without the layout (/login is the loginPage above). */}
    <CustomRoutes noLayout>
      <Route path={LogoutPage.path} element={<LogoutPage />} />
      <Route path={ComingSoonPage.path} element={<ComingSoonPage />} />
    </CustomRoutes>
    {/* Signed-in pages. */}
    <CustomRoutes>
      <Route
        path="/dashboard"
        element={
          <Lazy>
            <DashboardPage />
          </Lazy>
        }
      />
      <Route
        path="/pages-faqs"
        element={
          <Lazy>
            <FaqPage />
          </Lazy>
        }
      />
      <Route
        path="/account"
        element={
          <Lazy>
            <AccountPage />
          </Lazy>
        }
      />
      {/* Resource screens at their SPEC paths (resources/<name>/index.ts). */}
      {resources.flatMap(resource =>
        resource.routes.map(route => (
          <Route
            key={route.path}
            path={route.path}
            element={
              <ResourceContextProvider value={resource.name}>
                <Guarded resource={resource.name} action={routeAccess(route)}>
                  <Lazy>{route.element}</Lazy>
                </Guarded>
              </ResourceContextProvider>
            }
          />
        )),
      )}
      {/*
              React-admin mounts each <Resource> at /<name>/*; where SPEC's paths differ (/stafflist, not /staff) that
              URL drew an empty page. /<name> goes to the resource's list, /<name>/<x> is "not found".
            */}
      {resources.flatMap(resource => {
        const listPath =
          resource.menu ??
          resource.routes.find(route => !route.path.includes(':') && (route.access ?? 'list') === 'list')?.path;
        return [`/${resource.name}`, `/${resource.name}/:id`]
          .filter(path => !resource.routes.some(route => route.path === path))
          .map(path => (
            <Route
              key={path}
              path={path}
              element={!path.endsWith(':id') && listPath ? <Navigate to={listPath} replace /> : <NotFound />}
            />
          ));
      })}
    </CustomRoutes>
    {resources.map(resource => (
      <Resource
        key={resource.name}
        name={resource.name}
        icon={resource.icon}
        recordRepresentation={resource.recordRepresentation}
      />
    ))}
  </Admin>
);
