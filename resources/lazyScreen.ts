import { lazy, type ComponentType } from 'react';

/**
 * A screen loaded on demand from its module's named export: the code of a resource's screens leaves the login
 * bundle and arrives when its route is first opened (App.tsx shows a spinner meanwhile).
 */
export const lazyScreen = <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) =>
    lazy(() => load().then(module => ({ default: module[name] as ComponentType })));
