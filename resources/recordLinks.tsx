import { Link } from '@mui/material';
import type { ReactNode } from 'react';
import { useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

import { labOverviewPath } from './labs/paths';

/**
 * A link to another record that the row already names (its id and its name are columns of the row): the router's
 * link, which does not also fire the row's click. A record the row does not name is a react-admin `ReferenceField`
 * instead (resources/generic/fieldOf.tsx, and an audit entry's record: `AnyReferenceField`, recordFields.tsx).
 */
export const RecordLink = ({ to, children, label }: { to: string; children: ReactNode; label?: string }) => (
  <Link component={RouterLink} to={to} aria-label={label} onClick={event => event.stopPropagation()}>
    {children}
  </Link>
);

type Row = Record<string, unknown>;

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The row's lab: its name (`nameSource`) linking to the lab's overview by its numeric id (`idSource`). */
export const LabNameField = ({ idSource, nameSource = 'lab_name' }: { idSource: string; nameSource?: string }) => {
  const record = useRecordContext<Row>();
  if (!record) return null;
  const id = record[idSource];
  const name = present(record[nameSource]) ? String(record[nameSource]) : '';
  if (!present(id)) return <>{name}</>;
  return <RecordLink to={labOverviewPath(String(id))}>{name || `#${String(id)}`}</RecordLink>;
};
