import { describe, expect, it } from 'vitest';

import {
  applyClientSide,
  compareValues,
  matchesFilter,
  matchesSearch,
  paginate,
  sortRecords,
  valueAt,
} from './clientSide';

const labs = [
  { id: 'c@x.pk', labId: 3, name: 'Chughtai Lab', city: 'Lahore', verified: true, userData: { email: 'c@x.pk' } },
  {
    id: 'a@x.pk',
    labId: 1,
    name: 'alpha Diagnostics',
    city: 'Karachi',
    verified: false,
    userData: { email: 'a@x.pk' },
  },
  { id: 'b@x.pk', labId: 2, name: 'Beta Labs', city: 'lahore', verified: true, userData: { email: 'b@x.pk' } },
  { id: 'd@x.pk', labId: 10, name: 'Lab 10', city: null, verified: false, userData: { email: 'd@x.pk' } },
  { id: 'e@x.pk', labId: 9, name: 'Lab 9', city: 'Quetta', verified: true, userData: { email: 'e@x.pk' } },
];

describe('valueAt', () => {
  it('reads plain keys and dotted paths', () => {
    expect(valueAt(labs[0], 'name')).toBe('Chughtai Lab');
    expect(valueAt(labs[0], 'userData.email')).toBe('c@x.pk');
    expect(valueAt(labs[0], 'userData.missing.deeper')).toBeUndefined();
    expect(valueAt({ 'a.b': 1, a: { b: 2 } }, 'a.b')).toBe(1);
  });
});

describe('matchesFilter', () => {
  it('matches equal values, text case-insensitively, booleans given as text, and any of an array', () => {
    expect(matchesFilter(labs[2], { city: 'LAHORE' })).toBe(true);
    expect(matchesFilter(labs[1], { city: 'Lahore' })).toBe(false);
    expect(matchesFilter(labs[0], { verified: true })).toBe(true);
    expect(matchesFilter(labs[0], { verified: 'true' })).toBe(true);
    expect(matchesFilter(labs[0], { verified: false })).toBe(false);
    expect(matchesFilter(labs[1], { id: ['a@x.pk', 'b@x.pk'] })).toBe(true);
    expect(matchesFilter(labs[0], { id: ['a@x.pk', 'b@x.pk'] })).toBe(false);
    expect(matchesFilter(labs[0], { labId: '3' })).toBe(true);
    expect(matchesFilter(labs[0], { 'userData.email': 'c@x.pk' })).toBe(true);
  });

  it('ignores q and empty values, and follows aliases', () => {
    expect(matchesFilter(labs[0], { q: 'nothing like it', city: '', name: undefined, labId: null, id: [] })).toBe(true);
    expect(matchesFilter({ patient_name: 'Ali' }, { name: 'ali' }, { name: 'patient_name' })).toBe(true);
  });
});

describe('matchesSearch', () => {
  it('finds a case-insensitive substring in the searched fields, or in any text or number field', () => {
    expect(matchesSearch(labs[0], 'chught')).toBe(true);
    expect(matchesSearch(labs[0], 'chught', ['city'])).toBe(false);
    expect(matchesSearch(labs[4], 'quet', ['name', 'city'])).toBe(true);
    expect(matchesSearch(labs[0], '  ')).toBe(true);
    expect(matchesSearch({ Total: 4500 }, '450')).toBe(true);
    expect(matchesSearch(labs[0], 'c@x.pk')).toBe(true); // top-level id
  });
});

describe('compareValues and sortRecords', () => {
  it('orders numbers by value, text naturally and case-insensitively, empty values last', () => {
    expect(compareValues(2, 10)).toBeLessThan(0);
    expect(compareValues('Lab 9', 'Lab 10')).toBeLessThan(0);
    expect(compareValues('alpha', 'Beta')).toBeLessThan(0);
    expect(compareValues(false, true)).toBeLessThan(0);
    expect(compareValues(null, 'a')).toBeGreaterThan(0);
    expect(compareValues(undefined, null)).toBe(0);
  });

  it('sorts ascending and descending without touching the input; empty values stay last', () => {
    const input = [...labs];
    expect(sortRecords(labs, { field: 'name', order: 'ASC' }).map(l => l.labId)).toEqual([1, 2, 3, 9, 10]);
    expect(sortRecords(labs, { field: 'labId', order: 'DESC' }).map(l => l.labId)).toEqual([10, 9, 3, 2, 1]);
    expect(
      sortRecords(labs, { field: 'city', order: 'DESC' })
        .map(l => l.labId)
        .at(-1),
    ).toBe(10);
    expect(
      sortRecords(labs, { field: 'city', order: 'asc' })
        .map(l => l.labId)
        .at(-1),
    ).toBe(10);
    expect(labs).toEqual(input);
  });

  it('is stable and follows aliases', () => {
    const rows = [
      { id: 1, patient_name: 'B' },
      { id: 2, patient_name: 'A' },
      { id: 3, patient_name: 'B' },
    ];
    expect(sortRecords(rows, { field: 'name', order: 'ASC' }, { name: 'patient_name' }).map(r => r.id)).toEqual([
      2, 1, 3,
    ]);
    expect(sortRecords(rows, { field: 'name', order: 'DESC' }, { name: 'patient_name' }).map(r => r.id)).toEqual([
      1, 3, 2,
    ]);
    expect(sortRecords(rows, undefined)).toBe(rows);
  });
});

describe('paginate', () => {
  it('slices pages from 1', () => {
    const rows = [1, 2, 3, 4, 5, 6, 7];
    expect(paginate(rows, { page: 1, perPage: 3 })).toEqual([1, 2, 3]);
    expect(paginate(rows, { page: 3, perPage: 3 })).toEqual([7]);
    expect(paginate(rows, { page: 4, perPage: 3 })).toEqual([]);
    expect(paginate(rows, { page: 0, perPage: 3 })).toEqual([1, 2, 3]);
    expect(paginate(rows, undefined)).toBe(rows);
  });
});

describe('applyClientSide', () => {
  it('filters, searches, sorts and pages; the total counts every match', () => {
    const result = applyClientSide(labs, {
      filter: { verified: true, q: 'la' },
      sort: { field: 'name', order: 'DESC' },
      pagination: { page: 1, perPage: 2 },
      searchFields: ['name', 'city'],
    });
    expect(result.total).toBe(3);
    expect(result.data.map(l => l.labId)).toEqual([9, 3]);
    const page2 = applyClientSide(labs, {
      filter: { verified: true, q: 'la' },
      sort: { field: 'name', order: 'DESC' },
      pagination: { page: 2, perPage: 2 },
      searchFields: ['name', 'city'],
    });
    expect(page2.data.map(l => l.labId)).toEqual([2]);
    expect(page2.total).toBe(3);
  });

  it('returns everything in the given order without parameters', () => {
    expect(applyClientSide(labs, {})).toEqual({ data: labs, total: labs.length });
  });
});
