import { Link } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

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
