import type { ReactElement } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';

import type { LocaleCode } from '../src/i18n/locales';

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

/** A resource's messages in every language (`resources.<name>.*`): the key sets must be equal (i18n.test.ts). */
export type ResourceMessages = Record<LocaleCode, object>;

/**
 * One resource folder's export (`resources/<name>/index.ts`). SPEC's routes are not react-admin's defaults
 * (`/testslist` rather than `/tests`), so each resource lists its screens with their paths; App.tsx registers the
 * `<Resource>` (name, icon, record representation) and mounts the routes inside it.
 */
export interface ResourceDefinition {
    name: string;
    icon?: SvgIconComponent;
    recordRepresentation?: string | ((record: Record<string, unknown>) => string);
    routes: ResourceRoute[];
    /**
     * Messages the resource brings itself (a resource added the new way: docs/ARCHITECTURE.md); the older resources'
     * messages are listed in src/i18n/<lang>.ts.
     */
    messages?: ResourceMessages;
    /** A sidebar entry at this path, labelled with the resource's plural name and its icon, for those who may list it. */
    menu?: string;
}
