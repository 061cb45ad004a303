/** The test catalogue (SPEC §2 Tests, §5 Create and edit test, §7 Inventory, §9: 10 per page by Title). */
import { z } from 'zod';

import { adminOnly, defineResource } from './defineResource';
import { amount, duration, longText, money, num, record, requiredText, text, timestamp } from './fields';
import { ruleKey, TEST_DESCRIPTION_MIN } from './rules';

const k = (rule: Parameters<typeof ruleKey<'test'>>[1]) => ruleKey('test', rule);

/** Create and update bodies (UpdateTest also carries `id`, which the path already names). */
const testInput = z
  .object({
    Title: requiredText(k('title'), 200),
    Description: z
      .string({ error: k('description') })
      .trim()
      .min(TEST_DESCRIPTION_MIN, k('description'))
      .max(5000, 'At most 5000 characters'),
    PreConditions: requiredText(k('preConditions'), 1000),
    // Prices are whole rupees (integer columns): 12.5 is refused, never rounded (docs/DECISIONS.md).
    LowerPriceLimit: amount(k('lower')).refine(Number.isInteger, k('whole')),
    UpperPriceLimit: amount(k('upper')).refine(Number.isInteger, k('whole')),
    AvgDuration: requiredText(k('avgDuration'), 100),
  })
  // Checked as soon as both prices are valid, whatever the other fields say: the form shows it beside their messages.
  // Not when the body itself is no object (an issue at the root): there are no prices to compare.
  .refine(t => t.LowerPriceLimit <= t.UpperPriceLimit, {
    message: k('order'),
    path: ['UpperPriceLimit'],
    when: ({ issues }) =>
      !issues.some(
        issue => !issue.path?.length || issue.path[0] === 'LowerPriceLimit' || issue.path[0] === 'UpperPriceLimit',
      ),
  });

export const testsContract = defineResource({
  name: 'tests',
  noun: { one: 'test', many: 'tests' },
  id: 'id',
  record: record({
    Title: text,
    Description: longText,
    PreConditions: longText,
    LowerPriceLimit: money,
    UpperPriceLimit: money,
    AvgDuration: duration,
    created_at: timestamp,
  }),
  input: { create: testInput, update: testInput },
  list: {
    sortable: ['id', 'Title', 'LowerPriceLimit', 'UpperPriceLimit', 'AvgDuration', 'created_at'],
    searchable: ['Title', 'Description', 'PreConditions'],
    filters: {},
    defaultSort: { field: 'Title', order: 'ASC' },
    perPage: 10,
  },
  endpoints: {
    getList: { method: 'GET', path: '/Inventory/ViewTests' },
    getOne: { method: 'GET', path: '/Inventory/TestDetail/{id}' },
    create: { method: 'POST', path: '/Inventory/CreateTest' },
    update: { method: 'PUT', path: '/Inventory/UpdateTest/{id}' },
    delete: { method: 'DELETE', path: '/Inventory/DeleteTest/{id}' },
  },
  access: adminOnly('list', 'show', 'create', 'edit', 'delete', 'export'),
  export: ['id', 'Title', 'Description', 'PreConditions', 'LowerPriceLimit', 'UpperPriceLimit', 'AvgDuration'],
  // The screens at SPEC's paths (resources/tests/) draw these; the first column is the row's link to the test.
  view: {
    columns: ['Title', 'LowerPriceLimit', 'UpperPriceLimit', 'AvgDuration'],
    filters: [],
    show: ['Description', 'PreConditions', 'LowerPriceLimit', 'UpperPriceLimit', 'AvgDuration'],
  },
});

/** A lab's service with its lab and test (designed: the financial-aid detail's service links open it). */
export const servicesContract = defineResource({
  name: 'services',
  noun: { one: 'lab service', many: 'lab services' },
  id: 'id',
  record: record({
    ServiceTitle: text,
    ServicePrice: num,
    HomeSamplingPrice: num,
    CommunicationPrice: num,
    created_at: timestamp,
    LabData: record({ name: text, email: text, address: text, city: text }),
    TestData: testsContract.record.nullable(),
  }),
  endpoints: { getOne: { method: 'GET', path: '/Inventory/ServiceDetail/{id}' } },
  access: adminOnly('show'),
});

export type TestRecord = z.infer<typeof testsContract.record>;
export type TestInput = z.input<typeof testInput>;
