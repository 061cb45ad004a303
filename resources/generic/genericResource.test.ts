/**
 * Every read-only resource drawn from its contract (a resource folder with no hand-written `index.ts`, resources/index.ts)
 * has what the generic screens and API read: a contract with `view`, `list` and `storage`, getList/getOne endpoints,
 * view fields that are record fields, filter inputs that are declared filters, and its wording in English (the other
 * languages match English key for key: src/i18n/i18n.test.ts).
 */
import { describe, expect, it } from 'vitest';

import { contractOf } from '../../contracts/index';
import { storedRoutes } from '../../dataProvider/routes';
import en from '../../src/i18n/en';
import { flatten } from '../../src/i18n/messageTree';
import { readOnlyNames, resources } from '../index';
import { isViewed, type ViewedContract } from './readOnlyResource';

const english = flatten(en);

describe('read-only resources from their contracts', () => {
  it('History is one', () => {
    expect(readOnlyNames).toContain('history');
  });

  it.each(readOnlyNames)('%s: list and detail at /<name>, in the menu', name => {
    const resource = resources.find(r => r.name === name)!;
    expect(resource.routes.map(r => r.path)).toEqual([`/${name}`, `/${name}/:id`]);
    expect(resource.menu).toBe(`/${name}`);
  });

  it.each(readOnlyNames)('%s: its contract declares view, list, storage, getList and getOne', name => {
    const contract = contractOf(name);
    expect(contract, `contracts/index.ts has ${name}`).toBeDefined();
    expect(isViewed(contract!)).toBe(true);
    expect(contract!.storage?.table).toEqual(expect.any(String));
    expect(contract!.endpoints.getList?.method).toBe('GET');
    expect(contract!.endpoints.getOne?.method).toBe('GET');
    const fields = Object.keys(contract!.record.shape);
    const { view, list } = contract as ViewedContract;
    for (const field of [
      ...view.columns,
      ...view.show,
      ...(view.phone?.primary ?? []),
      ...(view.phone?.secondary ?? []),
    ])
      expect(fields).toContain(field);
    for (const filter of view.filters ?? []) expect(Object.keys(list.filters)).toContain(filter);
  });

  it.each(readOnlyNames)('%s: the data provider routes its list and detail to the contract paths', name => {
    const contract = contractOf(name)!;
    expect(storedRoutes[name]?.getList?.({}).path).toBe(contract.endpoints.getList!.path);
    expect(storedRoutes[name]?.getOne?.(7)).toMatchObject({
      method: 'GET',
      path: contract.endpoints.getOne!.path.replace(/\{\w+\}/, '7'),
    });
  });

  it.each(readOnlyNames)("%s: its screens' wording is in English", name => {
    const { view, list } = contractOf(name) as ViewedContract;
    const keys = ['name', 'list.title', 'show.title', 'show.back'];
    for (const field of new Set([...view.columns, ...view.show, ...(view.filters ?? Object.keys(list.filters))]))
      keys.push(`fields.${field}`);
    for (const [filter, declaration] of Object.entries(list.filters))
      for (const choice of declaration.choices ?? []) keys.push(`filters.${filter}.${choice}`);
    const missing = keys.map(key => `resources.${name}.${key}`).filter(key => !english.has(key));
    expect(missing).toEqual([]);
    expect(english.get(`resources.${name}.show.title`)).toContain('%{id}');
  });
});
