import './fonts.css';

import { AUTH_USER_KEY } from '../authProvider/storage';
import { takeOverSignIn } from './pages/Login/signIn';
import { PRERENDER_ID } from './pages/Login/signInKit';

/**
 * The entry: a first visit to /login signed out gets the sign-in script over the build-time page (signIn.ts), and
 * the app (react-admin), with the shell's and the dashboard's code, loads at the first touch of the form or at
 * sign-in; every other visit starts the app at once.
 */
const loadApp = () =>
  import('./startApp').then(m => {
    m.loadSignedIn().catch(() => undefined);
    return m;
  });
const startApp = () => loadApp().then(m => m.startApp());
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

const copy = document.getElementById(PRERENDER_ID);
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
))
  void startApp();
