import { GenericCreate } from './GenericCreate';
import { GenericList } from './GenericList';
import { GenericShow } from './GenericShow';

/** A generic resource's list, create page or detail: one lazy chunk for the three (genericResource.ts). */
export const GenericScreen = ({ resource, screen }: { resource: string; screen: 'list' | 'create' | 'show' }) =>
  screen === 'create' ? (
    <GenericCreate resource={resource} />
  ) : screen === 'show' ? (
    <GenericShow resource={resource} />
  ) : (
    <GenericList resource={resource} />
  );
