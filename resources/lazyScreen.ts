import { type ComponentType, createElement, lazy } from 'react';

import type { ResourceDefinition } from './types';

/**
 * A screen loaded on demand from its module's named export: the code of a resource's screens leaves the login
 * bundle and arrives when its route is first opened (App.tsx shows a spinner meanwhile).
 */
export const lazyScreen = <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) =>
  lazy(() => load().then(module => ({ default: module[name] as ComponentType })));

/** A screen at its SPEC path; `[Screen, action]` when it needs another action than `list` (or `show` with `:id`). */
export type Screen = ComponentType | [ComponentType, string];

/**
 * A resource folder's `index.ts` in one call: its name, icon and record representation, and its screens by SPEC
 * path (`{'/patientcomplaints': ComplaintList}`), which become its routes.
 */
export const defineScreens = ({
  screens,
  ...resource
}: Omit<ResourceDefinition, 'routes'> & { screens: Record<string, Screen> }): ResourceDefinition => ({
  ...resource,
  routes: Object.entries(screens).map(([path, screen]) => {
    const [component, access] = Array.isArray(screen) ? screen : [screen];
    return { path, element: createElement(component), ...(access ? { access } : {}) };
  }),
});
