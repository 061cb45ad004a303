/** A list operation's query parameters in the API reference, from its contract's `list`: paging, sort, search, filters. */
import { type FilterDeclaration } from '../../contracts/defineResource.js';
import { MAX_PAGE } from './list.js';
import type { OperationFacts } from './openapiOperations.js';
import type { Schema } from './openapiReplies.js';

export interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
  style?: string;
  explode?: boolean;
}

/** A filter's query parameter: its type and choices from the contract. */
function filterParameter(name: string, filter: FilterDeclaration): Parameter {
  const field = filter.field ?? (filter.type === 'date' ? name.replace(/_(gte|lte)$/, '') : name);
  switch (filter.type) {
    case 'boolean':
      return { name, in: 'query', schema: { type: 'boolean' }, description: `Only records whose ${field} is this.` };
    case 'id':
      return {
        name,
        in: 'query',
        schema: { type: 'integer', minimum: 1, maximum: 2 ** 31 - 1 },
        description: `Only records whose ${field} is this id (repeat the parameter for any of several).`,
      };
    case 'date': {
      const side = name.endsWith('_lte') ? 'on or before' : 'on or after';
      return {
        name,
        in: 'query',
        schema: { type: 'string', maxLength: 40 },
        description: `Only records whose ${field} is ${side} this ISO date or time (a bare date such as 2026-11-30 counts whole, UTC).`,
      };
    }
    default:
      return {
        name,
        in: 'query',
        schema: { type: 'string', ...(filter.choices ? { enum: [...filter.choices] } : { maxLength: 1000 }) },
        description: `Only records whose ${field} is this${filter.caseless ? ' (any case)' : ''} (repeat the parameter for any of several).`,
      };
  }
}

/** The query parameters of a list, from its contract's `list`. */
export function listParameters(list: NonNullable<OperationFacts['list']>): Parameter[] {
  const { declaration } = list;
  const { field, order } = declaration.defaultSort;
  return [
    {
      name: '_start',
      in: 'query',
      schema: { type: 'integer', minimum: 0, maximum: 999_999_999 },
      description: 'The first row of the page, counted from 0 (default 0).',
    },
    {
      name: '_end',
      in: 'query',
      schema: { type: 'integer', minimum: 0, maximum: 999_999_999 },
      description: `The row after the page's last (exclusive); a page holds at most ${MAX_PAGE} rows. The app shows ${declaration.perPage} per page.`,
    },
    {
      name: '_sort',
      in: 'query',
      schema: { type: 'string', enum: [...declaration.sortable], default: field },
      description: `The field to sort by (default ${field}).`,
    },
    {
      name: '_order',
      in: 'query',
      schema: { type: 'string', enum: ['ASC', 'DESC'], default: order },
      description: `The sort direction (default ${order}).`,
    },
    {
      name: 'q',
      in: 'query',
      schema: { type: 'string', maxLength: 200 },
      description: `Search: records whose ${declaration.searchable.join(', ')} contain this text (any case).`,
    },
    {
      name: 'id',
      in: 'query',
      schema: { type: 'array', items: { type: 'integer', minimum: 1, maximum: 2 ** 31 - 1 } },
      style: 'form',
      explode: true,
      description: 'Only these records (id=1&id=2).',
    },
    ...Object.entries<FilterDeclaration>(declaration.filters)
      .filter(([name, filter]) => name !== list.without && !filter.calls)
      .map(([name, filter]) => filterParameter(name, filter)),
  ];
}
