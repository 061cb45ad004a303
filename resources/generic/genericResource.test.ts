/**
 * Every resource drawn from its contract (a resource folder with no hand-written `index.ts`, resources/index.ts) has
 * what the generic screens and API read: a contract with `view`, `list` and `storage`, getList/getOne endpoints, view
 * fields that are record fields, filter inputs that are declared filters, data provider routes for its verbs, and its
 * wording in English (the other languages match English key for key: src/i18n/i18n.test.ts). An editable one (with
 * `input`) also has create, update and delete endpoints, body fields that are record fields, and the wording of its
 * create page, edit modal, row buttons, delete confirmation and toasts.
 */
import { describe, expect, it } from 'vitest';

import { labelsOf } from '../../contracts/fields';
import { contractOf } from '../../contracts/index';
import { routeOf } from '../../dataProvider/routes';
import en from '../../src/i18n/en';
import { flatten } from '../../src/i18n/messageTree';
import { genericNames, resources } from '../index';
import { genericResource } from './genericResource';
import { isEditable, isViewed, type ViewedContract } from './viewedContract';

const english = flatten(en);
const bodyFields = (schema: unknown) => Object.keys((schema as { shape: object }).shape);

describe('resources drawn from their contracts', () => {
  it('History is one', () => {
    expect(genericNames).toContain('history');
  });

  it('a read-only resource gets no /<name>/create route (its screens generic)', () => {
    expect(genericResource('history').routes.map(r => [r.path, r.access])).toEqual([
      ['/history', undefined],
      ['/history/:id', undefined],
    ]);
  });

  it.each(genericNames)(
    '%s: list at /<name>, create page at /<name>/create, detail at /<name>/:id, in the menu',
    name => {
      const resource = resources.find(r => r.name === name)!;
      const paths = resource.routes.map(r => [r.path, r.access]);
      // A read-only resource has no create page; the build's list of editable ones agrees with the contract.
      const editable = isEditable(contractOf(name)!);
      expect(__EDITABLE_RESOURCES__.includes(name)).toBe(editable);
      expect(paths).toEqual([
        [`/${name}`, undefined],
        ...(editable ? [[`/${name}/create`, 'create']] : []),
        [`/${name}/:id`, undefined],
      ]);
      expect(resource.menu).toBe(`/${name}`);
    },
  );

  it.each(genericNames)('%s: its contract declares view, list, storage, getList and getOne', name => {
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
    if (isEditable(contract!)) {
      expect(contract.endpoints.create?.method).toBe('POST');
      expect(contract.endpoints.update?.method).toBe('PUT');
      expect(contract.endpoints.delete?.method).toBe('DELETE');
      for (const field of [...bodyFields(contract.input!.create), ...bodyFields(contract.input!.update)])
        expect(fields).toContain(field);
    }
  });

  it.each(genericNames)('%s: the data provider routes its verbs to the contract paths', name => {
    const contract = contractOf(name)!;
    const routes = routeOf(name)!;
    expect(routes.getList?.({}).path).toBe(contract.endpoints.getList!.path);
    expect(routes.getOne?.(7)).toMatchObject({
      method: 'GET',
      path: contract.endpoints.getOne!.path.replace(/\{\w+\}/, '7'),
    });
    if (isEditable(contract)) {
      const create = contract.endpoints.create!;
      const [field] = bodyFields(contract.input!.create);
      expect(routes.create?.({ [field]: 'x', unknown: 1 })).toEqual({ ...create, body: { [field]: 'x' } });
      expect(routes.update?.(7, { [field]: 'y' })).toEqual([
        { method: 'PUT', path: contract.endpoints.update!.path.replace(/\{\w+\}/, '7'), body: { [field]: 'y' } },
      ]);
      expect(routes.delete?.(7)).toEqual({
        method: 'DELETE',
        path: contract.endpoints.delete!.path.replace(/\{\w+\}/, '7'),
      });
    }
  });

  it.each(genericNames)("%s: its screens' wording is in English", name => {
    const contract = contractOf(name) as ViewedContract;
    const { view, list } = contract;
    const keys = ['name', 'list.title', 'show.title', 'show.back'];
    const fields = new Set([...view.columns, ...view.show, ...(view.filters ?? Object.keys(list.filters))]);
    if (isEditable(contract)) {
      for (const field of [...bodyFields(contract.input!.create), ...bodyFields(contract.input!.update)])
        fields.add(field);
      keys.push(
        ...['create', 'empty', 'edit', 'view', 'delete', 'actions'].map(k => `list.${k}`),
        ...['title', 'submit', 'cancel'].flatMap(k => [`create.${k}`, `edit.${k}`]),
        ...['title', 'content', 'bulk_content', 'yes', 'cancel'].map(k => `confirm.${k}`),
        ...['creating', 'created', 'create_error', 'create_cancelled', 'updating', 'updated', 'update_error']
          .concat(['deleting', 'deleted', 'delete_error'])
          .map(k => `notifications.${k}`),
      );
    }
    for (const field of fields) keys.push(`fields.${field}`);
    for (const [filter, declaration] of Object.entries(list.filters))
      for (const choice of declaration.choices ?? []) keys.push(`filters.${filter}.${choice}`);
    // A `labelled` field's codes: each its label (History's actions).
    for (const schema of Object.values(contract.record.shape)) {
      const labelled = labelsOf(schema);
      for (const code of labelled?.codes ?? []) keys.push(`${labelled!.group}.${code}`);
    }
    const missing = keys.map(key => `resources.${name}.${key}`).filter(key => !english.has(key));
    expect(missing).toEqual([]);
    expect(english.get(`resources.${name}.show.title`)).toContain('%{id}');
  });
});
