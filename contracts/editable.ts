/**
 * The resources the generic screens edit: a contract with a `view`, a `list` and create and update bodies gets a create
 * page, an edit modal and delete (resources/generic/). Computed when the app is built (vite.config.ts and
 * vitest.config.ts `define` it as `__EDITABLE_RESOURCES__`), so that the routes know which resources have a
 * `/<name>/create` page without loading the contracts (zod) into the login bundle.
 */
import { contracts } from './index';

export const editableResources = (): string[] =>
  Object.values(contracts as Record<string, { name: string; view?: unknown; list?: unknown; input?: object }>)
    .filter(c => c.view && c.list && 'create' in (c.input ?? {}) && 'update' in (c.input ?? {}))
    .map(c => c.name);
