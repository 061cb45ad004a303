/**
 * The React sign-in screen (LoginPage.tsx) as a lazy chunk: it holds react-hook-form and react-admin's form and input
 * code, which a signed-in visit's first screen does not run.
 */
export const loadLoginPage = () => import('./LoginPage');
