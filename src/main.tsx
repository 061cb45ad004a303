import './fonts.css';

import { AUTH_USER_KEY, readAuthUser } from '../authProvider/storage';
import { API_URL } from '../lib/config';
import { lendDashboardStyles, releaseDashboardSnapshot, SNAPSHOT_HOST_ID } from '../lib/dashboardSnapshot';
import { opensOnDashboard, startEarlyCalls } from '../lib/earlyCalls';
import { takeOverSignIn } from './pages/Login/signIn';
import { PRERENDER_ID } from './pages/Login/signInKit';
import { addRobotoAfterFirstPaint } from './roboto';

/**
 * The entry: a first visit to /login signed out gets the sign-in script over the build-time page (signIn.ts), and
 * the app (react-admin), with the shell's and the dashboard's code, loads at the first touch of the form or at
 * sign-in; every other visit starts the app at once.
 */
const loadApp = () =>
  // The libraries' chunk (React, MUI, react-admin) is evaluated in a task of its own, then the app's: two shorter
  // tasks rather than one long one while the page is shown (the files download together: modulepreload).
  import('./libraries')
    .then(() => new Promise(resolve => setTimeout(resolve, 0)))
    .then(() => import('./startApp'))
    .then(m => {
      m.loadSignedIn().catch(() => undefined);
      return m;
    });
const startApp = () =>
  loadApp().then(m => {
    m.prefetchFirstScreen();
    m.startApp();
  });
/** After the sign-in script's sign-in: the dashboard's calls start, then the app. */
const startSignedIn = () =>
  loadApp().then(m => {
    m.prefetchSignedIn();
    m.startApp();
  });

const signedIn = () => {
  try {
    return !!localStorage.getItem(AUTH_USER_KEY);
  } catch {
    return false;
  }
};

/**
 * An administrator's visit that opens on the dashboard: its calls start now, while the app's files download, rather
 * than once the app has started (lib/earlyCalls.ts).
 */
const startDashboardCalls = () => {
  try {
    const user = readAuthUser();
    if (user?.role === 'admin' && user.access_token && opensOnDashboard()) startEarlyCalls(API_URL, user.access_token);
  } catch {
    // no storage: the dashboard asks when it renders
  }
};

/** Runs `steps` one after the other, each in a task of its own. */
const inTasks = (steps: (() => void)[]) => () => {
  const [step, ...rest] = steps;
  if (step)
    setTimeout(() => {
      step();
      inTasks(rest)();
    }, 0);
};

const copy = document.getElementById(PRERENDER_ID);
// The first paint (the build-time sign-in page, or the app's first screen) is drawn in "Roboto Fallback".
addRobotoAfterFirstPaint();
if (!(
  location.pathname === '/login' &&
  copy &&
  !signedIn() &&
  takeOverSignIn({
    root: copy,
    loadApp,
    startApp: startSignedIn,
    appFiles: copy.dataset.appFiles?.split(' '),
  })
)) {
  const steps = [startDashboardCalls, () => void startApp()];
  if (document.getElementById(SNAPSHOT_HOST_ID)) {
    // The last dashboard drawn is shown (lib/dashboardSnapshot.ts): the app replaces it once drawn, and starts after
    // its first paint, as its files do (pickLanguage.js), with the Emotion rules kept with it lent to Emotion's cache.
    releaseDashboardSnapshot(document.getElementById('root')!);
    // The lent rules, the dashboard's calls and the app's import each in a task of its own: shorter tasks while the
    // copy is shown.
    requestAnimationFrame(inTasks([lendDashboardStyles, ...steps]));
  } else for (const step of steps) step();
}
