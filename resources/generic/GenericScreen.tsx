import { ReadOnlyList } from './ReadOnlyList';
import { ReadOnlyShow } from './ReadOnlyShow';

/** A read-only resource's list, or with `detail` its detail: one lazy chunk for both (readOnlyResource.ts). */
export const ReadOnlyScreen = ({ resource, detail = false }: { resource: string; detail?: boolean }) =>
  detail ? <ReadOnlyShow resource={resource} /> : <ReadOnlyList resource={resource} />;
