/**
 * The signed-in shell (menus, notification bell, live stream), in the 'signed-in' chunk that the app's entry imports
 * (src/App.tsx): /login's sign-in script does not download it nor the resource contracts the menu's access checks
 * read until the app loads (docs/DECISIONS.md, "Contracts load after the login page"). The login page calls this as
 * soon as sign-in starts, like the dashboard's.
 */
export const loadAppLayout = () => import('./AppLayout');
