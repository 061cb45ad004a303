import { matchPath } from 'react-router-dom';

import { resources } from './index';
import type { ResourceRoute } from './types';

/** The react-admin action a resource screen needs: its own `access`, else `show` with an `:id`, else `list`. */
export const routeAccess = (route: ResourceRoute) => route.access ?? (route.path.includes('/:') ? 'show' : 'list');

/** The resource screen at `to` (a path, optionally with a #hash) and the action it needs; undefined for other pages. */
export function screenAt(
  to: string,
): { resource: string; action: string; record?: Record<string, unknown> } | undefined {
  const pathname = to.split('#')[0];
  for (const resource of resources) {
    for (const route of resource.routes) {
      const match = matchPath(route.path, pathname);
      if (match)
        return {
          resource: resource.name,
          action: routeAccess(route),
          record: match.params.id === undefined ? undefined : { id: match.params.id },
        };
    }
  }
  return undefined;
}
