/** Announcements: a scratch editable resource written by following docs/ARCHITECTURE.md "Adding a resource". */
import { z } from 'zod';

import { adminOnly, defineResource } from './defineResource';
import { dayOrNull, inputs, int, longText, money, record, reference, text, timestamp } from './fields';

const body = z.object({
  title: inputs.text(200),
  body: inputs.optionalText(2000),
  priority: inputs.number({ whole: true, max: 10 }),
  budget: inputs.money(),
  active: inputs.boolean(),
  starts_on: inputs.optionalDay(),
  lab: inputs.optionalReference('text'),
});

export const announcementsContract = defineResource({
  name: 'announcements',
  noun: { one: 'announcement', many: 'announcements' },
  id: 'id',
  record: record({
    title: text,
    body: longText.nullable(),
    priority: int,
    budget: money,
    active: z.boolean(),
    starts_on: dayOrNull,
    lab: reference('labs', 'text').nullable(),
    created_at: timestamp,
  }),
  input: { create: body, update: body },
  list: {
    sortable: ['id', 'title', 'priority', 'budget', 'starts_on', 'created_at'],
    searchable: ['title', 'body'],
    filters: {
      active: { type: 'boolean' },
      lab: {},
      starts_on_gte: { type: 'date' },
      starts_on_lte: { type: 'date' },
    },
    defaultSort: { field: 'starts_on', order: 'DESC' },
    perPage: 10,
  },
  endpoints: {
    getList: { method: 'GET', path: '/announcements' },
    getOne: { method: 'GET', path: '/announcements/{id}' },
    create: { method: 'POST', path: '/announcements' },
    update: { method: 'PUT', path: '/announcements/{id}' },
    delete: { method: 'DELETE', path: '/announcements/{id}' },
  },
  access: adminOnly('list', 'show', 'create', 'edit', 'delete', 'export'),
  export: ['id', 'title', 'priority', 'budget', 'active', 'starts_on', 'lab'],
  storage: { table: 'announcements' },
  view: {
    columns: ['title', 'priority', 'budget', 'active', 'starts_on', 'lab'],
    filters: ['active', 'lab', 'starts_on_gte', 'starts_on_lte'],
    phone: { primary: ['title'], secondary: ['starts_on', 'budget'] },
    alwaysOn: ['lab'],
    show: ['id', 'title', 'body', 'priority', 'budget', 'active', 'starts_on', 'lab', 'created_at'],
  },
});
