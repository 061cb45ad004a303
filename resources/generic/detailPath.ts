import type { ResourceDefinition } from '../types';

/** The app's resources, handed over by the registry (resources/index.ts) when it loads. */
let known: readonly ResourceDefinition[] = [];

export function knowDetailPaths(resources: readonly ResourceDefinition[]) {
  known = resources;
}

/**
 * The path of a record's detail screen: its resource's first route with an `:id` that needs `show` (a generic
 * resource's `/<name>/:id`, a lab's `/lab-overview/:id`), or undefined when the resource has none.
 */
export function detailPathOf(resource: string, id: string | number): string | undefined {
  const route = known
    .find(r => r.name === resource)
    ?.routes.find(r => r.path.includes('/:id') && (r.access ?? 'show') === 'show');
  return route?.path.replace(':id', encodeURIComponent(String(id)));
}
