import { createElement, lazy } from 'react';

import type { GenericScreenName, ResourceDefinition, ResourceOverride } from '../types';

// The generic screens load on demand, like every resource's (resources/lazyScreen.ts), and read their contract there:
// neither their code nor the contracts (zod) join the login bundle.
const GenericScreen = lazy(() => import('./GenericScreen').then(m => ({ default: m.GenericScreen })));

/**
 * The `<Resource>` of a resource drawn from its contract (docs/ARCHITECTURE.md "Adding a resource"): its list at
 * `/<name>`, its detail at `/<name>/:id` and, for an editable one, its create page at `/<name>/create`, each behind
 * RequireAccess (`list`, `show`, `create`), and a menu entry (shown to the roles `access` lets list; with the menu's
 * default icon, src/layout/menuItems.ts, unless the resource has its own). The routes do not read the contract (it
 * loads with the screens): whether it is editable is a list computed from the contracts at build time
 * (`__EDITABLE_RESOURCES__`, contracts/editable.ts); a read-only resource has no `/<name>/create` route. `override` (the folder's optional `index.ts`) replaces any of these:
 * an icon of its own, no menu entry (`menu: undefined`), one screen of its own (`screens: {list: …}`, the others
 * generic), or `routes` of its own.
 */
export const genericResource = (
  name: string,
  { screens = {}, ...override }: ResourceOverride = {},
): ResourceDefinition => {
  const element = (screen: GenericScreenName) => {
    const Own = screens[screen];
    return Own ? createElement(Own, { resource: name }) : createElement(GenericScreen, { resource: name, screen });
  };
  return {
    name,
    routes: [
      { path: `/${name}`, element: element('list') },
      ...(__EDITABLE_RESOURCES__.includes(name)
        ? [{ path: `/${name}/create`, element: element('create'), access: 'create' }]
        : []),
      { path: `/${name}/:id`, element: element('show') },
    ],
    menu: `/${name}`,
    ...override,
  };
};
