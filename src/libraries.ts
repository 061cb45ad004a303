/**
 * The door to the libraries' chunk ('vendor': React, MUI, react-admin; vite.config.ts puts this module in it): the
 * entry (src/main.tsx) imports it before the app (src/startApp.tsx, which takes `createRoot` from here), so the
 * chunk is evaluated in a task of its own and the app's code in the next.
 */
export { createRoot } from 'react-dom/client';
