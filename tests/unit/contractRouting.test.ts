import { describe, expect, it } from 'vitest';

import { calls } from '../../contracts/calls';
import type { ResourceContract } from '../../contracts/defineResource';
import { contracts } from '../../contracts/index';
import { routingCall, routingOf } from '../../contracts/routing';

const shapeKeys = (schema: unknown) => Object.keys((schema as { shape?: object } | undefined)?.shape ?? {});

describe("the contracts' plain facts (__CONTRACT_ROUTING__) as the app's first screen reads them", () => {
  it.each(Object.entries(contracts as Record<string, ResourceContract>))(
    '%s: what its contract declares',
    (name, c) => {
      const plain = routingOf(name)!;
      expect(plain.name).toBe(c.name);
      expect(plain.id).toBe(c.id);
      expect(plain.access).toEqual(c.access);
      for (const [verb, e] of Object.entries(c.endpoints))
        expect(plain.endpoints[verb as keyof typeof plain.endpoints]).toEqual({ method: e.method, path: e.path });
      expect(Object.keys(plain.actions).sort()).toEqual(Object.keys(c.actions ?? {}).sort());
      for (const [action, a] of Object.entries(c.actions ?? {}))
        expect(plain.actions[action]).toEqual({
          method: a.method,
          path: a.path,
          ...(a.body ? { body: a.body } : {}),
          ...(a.when ? { when: a.when } : {}),
        });
      expect(plain.list?.defaultSort).toEqual(c.list?.defaultSort);
      expect(plain.list?.searchable).toEqual(c.list?.searchable);
      expect(plain.inputFields.create ?? []).toEqual(shapeKeys(c.input?.create));
      expect(plain.inputFields.update ?? []).toEqual(shapeKeys(c.input?.update));
    },
  );

  it('holds every call of contracts/calls.ts, and no contract for a name that has none', () => {
    for (const [name, c] of Object.entries(calls))
      expect(routingCall(name)).toEqual({ method: c.method, path: c.path });
    expect(routingOf('toString')).toBeUndefined();
    expect(routingOf('nothing')).toBeUndefined();
    expect(routingOf('labs')?.list?.calls.status).toEqual(contracts.labs.list.filters.status.calls);
  });
});
