import { Breadcrumbs as MuiBreadcrumbs, Link, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useGetRecordRepresentation, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';

import type { SearchGroup } from '../../contracts/calls';
import { useRecentRecords } from './recentRecords';

export interface RecordBreadcrumbsProps {
  /** The list the page belongs to: its label's message key and its path. */
  list: { label: string; to: string };
  /** The record's name (the last crumb); none on a list page, whose own label is then the last crumb. */
  current?: string;
  /** The search group the record belongs to: a named record is remembered among the recently viewed. */
  recent?: SearchGroup;
}

/**
 * Dashboard › List › Record, at the top of every detail page (MUI Breadcrumbs, hidden when printing). The crumbs before
 * the last are links; the last is the page itself (`aria-current`). A record of a searched kind is remembered among the
 * person's recently viewed records, which the search palette lists before anything is typed.
 */
export const RecordBreadcrumbs = ({ list, current, recent }: RecordBreadcrumbsProps) => {
  const translate = useTranslate();
  const location = useLocation();
  const { remember, ready } = useRecentRecords();
  const path = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (recent && current && ready) remember({ group: recent, title: current, path });
  }, [recent, current, path, ready, remember]);
  const last = current ?? translate(list.label);
  return (
    <MuiBreadcrumbs
      aria-label={translate('app.breadcrumb.label')}
      className="no-print"
      sx={{ mb: 1, '& ol': { flexWrap: 'wrap' }, overflowWrap: 'anywhere' }}
    >
      <Link component={RouterLink} to="/dashboard" underline="hover" color="inherit">
        {translate('app.breadcrumb.dashboard')}
      </Link>
      {current !== undefined && (
        <Link component={RouterLink} to={list.to} underline="hover" color="inherit">
          {translate(list.label)}
        </Link>
      )}
      <Typography color="text.primary" aria-current="page" sx={{ overflowWrap: 'anywhere' }}>
        {last}
      </Typography>
    </MuiBreadcrumbs>
  );
};

/** The search group of a resource whose records the search finds. */
const GROUP_OF: Record<string, SearchGroup> = { labs: 'labs', staff: 'staff', tests: 'tests', invoices: 'orders' };

/**
 * The breadcrumbs of a react-admin `Show` (inside its record context): the list is `resources.<resource>.list.title`
 * at `listPath`, the record its representation.
 */
export const ShowBreadcrumbs = ({ listPath, label }: { listPath: string; label?: string }) => {
  const resource = useResourceContext() ?? '';
  const record = useRecordContext();
  const represent = useGetRecordRepresentation(resource);
  const name = record ? represent(record) : undefined;
  return (
    <RecordBreadcrumbs
      list={{ label: label ?? `resources.${resource}.list.title`, to: listPath }}
      current={typeof name === 'string' && name ? name : record ? String(record.id) : ''}
      recent={GROUP_OF[resource]}
    />
  );
};
