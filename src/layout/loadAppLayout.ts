/**
 * The signed-in shell (menus, notification bell, live stream): a lazy chunk, so /login does not download it nor the
 * resource contracts and zod the menu's access checks read (docs/DECISIONS.md, "Contracts load after the login page").
 * The login page calls this as soon as sign-in starts, like the dashboard's chunk.
 */
export const loadAppLayout = () => import('./AppLayout');
