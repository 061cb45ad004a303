import { knowDetailPaths } from './generic/detailPath';
import { genericResource } from './generic/genericResource';
import type { ResourceDefinition, ResourceOverride } from './types';

type FolderIndex = ResourceDefinition | ResourceOverride;

/** Each resource folder's optional `index.ts`, by folder name (`./labs/index.ts` → `labs`). */
const indexes: Record<string, FolderIndex> = Object.fromEntries(
  Object.entries(import.meta.glob<FolderIndex>('./*/index.ts', { eager: true, import: 'default' })).map(
    ([path, index]) => [path.split('/')[1], index],
  ),
);

/**
 * The resource folders: each has its wording (`messages.ts`). The English export is the one src/i18n/en.ts already
 * bundles, so listing them costs nothing; only the names are used here.
 */
const folders = Object.keys(import.meta.glob('./*/messages.ts', { query: '?lang=en', import: 'en', eager: true })).map(
  path => path.split('/')[1],
);

/** A folder whose `index.ts` exports a whole definition (`defineScreens`, with its `name`) has screens of its own. */
const handWritten = (index: FolderIndex | undefined): index is ResourceDefinition => Boolean(index && 'name' in index);

/**
 * Every resource of the app, with no line to add here: a folder with a hand-written `index.ts` is that definition;
 * any other folder (only `messages.ts`, or an `index.ts` override such as an icon) is a resource drawn from its
 * contract's `view` (resources/generic/, contracts/<name>.ts): read-only, or editable when the contract has `input`.
 */
export const resources: ResourceDefinition[] = folders.map(name => {
  const index = indexes[name];
  return handWritten(index) ? index : genericResource(name, index);
});
knowDetailPaths(resources);

/** The resources drawn from their contracts (resources/generic/genericResource.test.ts checks their facts). */
export const genericNames = folders.filter(name => !handWritten(indexes[name]));
