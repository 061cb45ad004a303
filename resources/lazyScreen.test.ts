import { describe, expect, it } from 'vitest';

import { defineScreens } from './lazyScreen';

const List = () => null;
const Create = () => null;

describe('defineScreens', () => {
  it('turns screens by path into routes; a screen may name the action it needs', () => {
    const resource = defineScreens({
      name: 'things',
      recordRepresentation: 'name',
      screens: { '/things': List, '/newthing': [Create, 'create'] },
    });
    expect(resource.name).toBe('things');
    expect(resource.recordRepresentation).toBe('name');
    expect(resource.routes.map(({ path, access }) => ({ path, access }))).toEqual([
      { path: '/things', access: undefined },
      { path: '/newthing', access: 'create' },
    ]);
    expect(resource.routes[1].element.type).toBe(Create);
  });
});
