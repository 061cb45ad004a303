import { describe, expect, it } from 'vitest';

import type { Lab } from './types';
import { labsCacheAfter } from './useUndoableLabAction';

const lab = (email: string, verified: boolean, is_active: boolean) =>
  ({ id: email, email, name: email, verified, is_active }) as unknown as Lab;
const a = lab('a@lab.pk', true, true);
const b = lab('b@lab.pk', true, true);
const list = (filter: Record<string, unknown>) => ['labs', 'getList', { filter, pagination: { page: 1, perPage: 10 } }];

describe('labsCacheAfter (the lists and overview while a block or unblock waits for its Undo toast)', () => {
  it('takes a blocked lab out of the verified list and its total', () => {
    expect(labsCacheAfter(list({ status: 'verified' }), { data: [a, b], total: 12 }, ['a@lab.pk'], false)).toEqual({
      data: [b],
      total: 11,
    });
  });

  it('keeps it in the all-labs list with its new state, and out of a list filtered on active labs', () => {
    expect(labsCacheAfter(list({}), { data: [a, b], total: 2 }, ['a@lab.pk'], false)).toEqual({
      data: [{ ...a, is_active: false }, b],
      total: 2,
    });
    expect(labsCacheAfter(list({ is_active: 'true' }), { data: [a, b], total: 2 }, ['a@lab.pk'], false)).toEqual({
      data: [b],
      total: 1,
    });
  });

  it('takes an unblocked lab out of the blocked list', () => {
    const blocked = { ...a, is_active: false };
    expect(labsCacheAfter(list({ status: 'blocked' }), { data: [blocked], total: 1 }, ['a@lab.pk'], true)).toEqual({
      data: [],
      total: 0,
    });
  });

  it('changes the lab overview (getOne) and leaves other labs and other queries alone', () => {
    expect(labsCacheAfter(['labs', 'getOne', { id: 'a@lab.pk' }], a, ['a@lab.pk'], false)).toEqual({
      ...a,
      is_active: false,
    });
    expect(labsCacheAfter(['labs', 'getOne', { id: 'b@lab.pk' }], b, ['a@lab.pk'], false)).toBe(b);
    const reviews = { data: [], total: 0 };
    expect(labsCacheAfter(['labs', 'getManyReference', {}], reviews, ['a@lab.pk'], false)).toBe(reviews);
  });
});
