import { createElement, lazy } from 'react';

import type { ListDeclaration, ResourceContract, ViewDeclaration } from '../../contracts/defineResource';
import type { ResourceDefinition, ResourceOverride } from '../types';

/** A contract the app draws by itself: it declares its list and its screens' facts (`view`). */
export type ViewedContract = ResourceContract & { list: ListDeclaration<string>; view: ViewDeclaration<string> };

export const isViewed = (contract: ResourceContract): contract is ViewedContract =>
  Boolean(contract.view && contract.list);

// The generic screens load on demand, like every resource's (resources/lazyScreen.ts), and read their contract there:
// neither their code nor the contracts (zod) join the login bundle.
const ReadOnlyScreen = lazy(() => import('./ReadOnlyScreen').then(m => ({ default: m.ReadOnlyScreen })));

/**
 * The `<Resource>` of a read-only resource drawn from its contract (docs/ARCHITECTURE.md "Adding a resource"): its list
 * at `/<name>` and detail at `/<name>/:id`, each behind RequireAccess (`list`, `show`), and a menu entry (shown to the
 * roles `access` lets list; with the menu's default icon, src/layout/menuItems.ts, unless the resource has its own).
 * `override` (the folder's optional `index.ts`) replaces any of these: an icon of its own, no menu entry
 * (`menu: undefined`), or screens of its own (`routes`).
 */
export const readOnlyResource = (name: string, override: ResourceOverride = {}): ResourceDefinition => ({
  name,
  routes: [
    { path: `/${name}`, element: createElement(ReadOnlyScreen, { resource: name }) },
    { path: `/${name}/:id`, element: createElement(ReadOnlyScreen, { resource: name, detail: true }) },
  ],
  menu: `/${name}`,
  ...override,
});
