import type { ReactElement } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';

/** A screen of a resource at its SPEC path (e.g. `/testslist`, `/TestOverview/:id`). */
export interface ResourceRoute {
    path: string;
    element: ReactElement;
    /** Public routes are rare; resource screens need a signed-in user. */
    noLayout?: boolean;
}

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
}
