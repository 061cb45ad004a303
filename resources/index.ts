import type { ResourceDefinition } from './types';

/** Every resource of the app, one line each (the folders under resources/). */
export const resources: ResourceDefinition[] = [];
