import { CssBaseline } from '@mui/material';
import { lazy, type ReactNode, Suspense } from 'react';
import {
  AccessDenied,
  AdminContext,
  AuthCallback,
  AuthenticationError,
  type CatchAllComponent,
  CoreAdminUI,
  CustomRoutes,
  Error as ErrorPage,
  Loading,
  LoadingPage,
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
import { AppLayout } from './layout/AppLayout';
import { AppNotification } from './layout/AppNotification';
import { ComingSoonPage } from './pages/ComingSoon/ComingSoonPage';
import { DashboardPage } from './pages/Dashboard/DashboardPage';
import { DashboardRedirect } from './pages/Dashboard/DashboardRedirect';
import { loadLoginPage } from './pages/Login/loadLoginPage';
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

// The shell (AppLayout) and the dashboard are imported statically: every start of the app draws them or loads them at
// once (startApp.tsx loadSignedIn), and what they import from the libraries is then the app's first files ('vendor',
// vite.config.ts), not files of their own. The other pages load when opened; charts and maps where they are drawn.
const FaqPage = lazy(() => import('./pages/Faq/FaqPage').then(m => ({ default: m.FaqPage })));
const AccountPage = lazy(() => import('./pages/Account/AccountPage').then(m => ({ default: m.AccountPage })));
const LazyLoginPage = lazy(() => loadLoginPage().then(m => ({ default: m.LoginPage })));

/**
 * The sign-in screen of a signed-out visit the sign-in script does not take (a link to a signed-in page, after
 * signing out): a lazy chunk, with react-hook-form and react-admin's form and input code, which a signed-in visit's
 * first screen does not run.
 */
const LoginPage = () => (
  <Suspense fallback={<LoadingPage />}>
    <LazyLoginPage />
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

/**
 * The back office: providers, shell and routes (SPEC §2). Rendered inside the browser router (main.tsx). It is
 * react-admin's `<Admin>` written out (its AdminContext, CssBaseline, CoreAdminUI and the notification) with every
 * page given: `<Admin>`'s own defaults (react-admin's Login with its form and inputs, Layout, Notification) are
 * imported by it whether used or not.
 */
export const App = () => (
  <AdminContext
    dataProvider={dataProvider}
    authProvider={authProvider}
    queryClient={queryClient}
    i18nProvider={i18nProvider}
    store={store}
    theme={theme}
  >
    <CssBaseline enableColorScheme>
      <CoreAdminUI
        title=""
        layout={AppLayout}
        loginPage={LoginPage}
        dashboard={DashboardRedirect}
        accessDenied={AccessDenied}
        authCallbackPage={AuthCallback}
        authenticationError={AuthenticationError}
        catchAll={NotFound as CatchAllComponent}
        error={ErrorPage}
        loading={LoadingPage}
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
      </CoreAdminUI>
      <AppNotification />
    </CssBaseline>
  </AdminContext>
);
