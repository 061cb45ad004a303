import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { Button, useRecordContext } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';

import type { Lab } from './types';

/** 'View Details': the lab overview, keyed by email (SPEC §2); it remembers the list it came from for its Back link. */
export const ViewDetailsButton = (_props: { label?: string }) => {
  const record = useRecordContext<Lab>();
  const location = useLocation();
  if (!record) return null;
  const key = record.email || String(record.labId);
  return (
    <Button
      component={Link}
      to={`/lab-overview/${encodeURIComponent(key)}`}
      state={{ from: location.pathname + location.search }}
      label="resources.labs.actions.view_details"
      onClick={(event: React.MouseEvent) => event.stopPropagation()}
    >
      <VisibilityIcon />
    </Button>
  );
};
