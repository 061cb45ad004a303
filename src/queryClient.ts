import { QueryClient } from '@tanstack/react-query';

/**
 * The app's query cache, handed to `<Admin>` (react-admin's default, `new QueryClient()`), so code that runs before
 * `<Admin>` mounts (the sign-in script's dashboard prefetch, startApp.tsx) fills the cache the screens read.
 */
export const queryClient = new QueryClient();
