import type { ResourceDefinition } from './types';
import labs from './labs';
import staff from './staff';
import tests from './tests';

/** Every resource of the app, one line each (the folders under resources/). */
export const resources: ResourceDefinition[] = [
    labs,
    tests,
    staff,
];
