import type { SvgIconComponent } from '@mui/icons-material';
import type { ComponentType, ReactElement } from 'react';

/** A screen of a resource at its SPEC path (e.g. `/testslist`, `/TestOverview/:id`). */
export interface ResourceRoute {
  path: string;
  element: ReactElement;
  /** Public routes are rare; resource screens need a signed-in user. */
  noLayout?: boolean;
  /**
   * The react-admin action the screen needs (authProvider.canAccess, from the contract's `access`); by default
   * `show` for a path with `:id`, else `list`. A refused user gets the translated refusal page and no request.
   */
  access?: string;
}

/**
 * One resource folder's export (`resources/<name>/index.ts`). SPEC's routes are not react-admin's defaults
 * (`/testslist` rather than `/tests`), so each resource lists its screens with their paths; App.tsx registers the
 * `<Resource>` (name, icon, record representation) and mounts the routes inside it. Its wording is in the folder's
 * `messages.ts` (`export { en, es, de, ru, it }`), which src/i18n/<lang>.ts collects for each language.
 */
export interface ResourceDefinition {
  name: string;
  icon?: SvgIconComponent;
  recordRepresentation?: string | ((record: Record<string, unknown>) => string);
  routes: ResourceRoute[];
  /** A sidebar entry at this path, labelled with the resource's plural name and its icon, for those who may list it. */
  menu?: string;
}

/** The generic screens of a resource drawn from its contract (resources/generic/). */
export type GenericScreenName = 'list' | 'create' | 'show';

/**
 * The optional `resources/<name>/index.ts` of a resource drawn from its contract (resources/generic/): what it changes
 * in the generic `<Resource>`, e.g. `export default { icon: HistoryIcon } satisfies ResourceOverride`; one screen of
 * its own in place of a generic one (`screens: {list: lazyScreen(() => import('./MyList'), 'MyList')}`: the others
 * stay generic); or `routes` of its own. A folder whose `index.ts` exports a whole `ResourceDefinition` (with `name`)
 * is hand-written.
 */
export type ResourceOverride = Partial<Omit<ResourceDefinition, 'name'>> & {
  screens?: Partial<Record<GenericScreenName, ComponentType<{ resource: string }>>>;
};
