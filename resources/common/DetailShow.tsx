import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, CardContent, Divider, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  type Identifier,
  type RaRecord,
  Show,
  TopToolbar,
  useRecordContext,
  useShowContext,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';

import { ShowBreadcrumbs } from './Breadcrumbs';
import { LoadError } from './LoadError';

/** One line of a detail: the label is the field's name (`resources.<resource>.fields.<field>`). */
interface DetailRow<R> {
  field: string;
  render: (record: R) => ReactNode;
}

export interface DetailShowProps<R extends RaRecord> {
  resource: string;
  id: Identifier;
  /** Where the back button goes (the resource's list); its label is `resources.<resource>.show.back`. */
  listPath: string;
  /** The card's heading (level 2) and what stands beside or under it. */
  heading: (record: R) => ReactNode;
  rows: DetailRow<R>[];
  maxWidth: number;
}

/**
 * A detail screen on react-admin's `Show`: the title `resources.<resource>.show.title`, a back button, a
 * card with a heading and the labelled rows. An unknown record (404) says `show.not_found` at once, without retries;
 * any other failed load shows the translated error with Retry (never a blank or a "not found").
 */
export const DetailShow = <R extends RaRecord>({
  resource,
  id,
  listPath,
  heading,
  rows,
  maxWidth,
}: DetailShowProps<R>) => (
  <Show<R>
    resource={resource}
    id={id}
    title={`resources.${resource}.show.title`}
    redirectOnError={false}
    // Staff answer to their email and to their numeric id: the record is kept under the id it was asked by.
    queryOptions={{ onError: () => undefined, select: (record: R) => (record.id == id ? record : { ...record, id }) }}
    emptyWhileLoading
    actions={
      <TopToolbar sx={{ justifyContent: 'flex-start', flexWrap: 'wrap' }}>
        <ShowBreadcrumbs listPath={listPath} />
        <BackButton to={listPath} label={`resources.${resource}.show.back`} />
      </TopToolbar>
    }
    error={<DetailLoadError resource={resource} />}
    sx={{ maxWidth }}
  >
    <DetailCard heading={heading} rows={rows} resource={resource} />
  </Show>
);

/** The way back to the list, labelled on every screen (react-admin's Button drops its label on a phone). */
const BackButton = ({ to, label }: { to: string; label: string }) => {
  const translate = useTranslate();
  return (
    <Button component={Link} to={to} startIcon={<ArrowBackIcon />}>
      {translate(label)}
    </Button>
  );
};

const DetailLoadError = ({ resource }: { resource: string }) => {
  const { error, refetch } = useShowContext();
  const translate = useTranslate();
  if ((error as { status?: number } | null)?.status === 404) {
    return (
      <CardContent>
        <Typography role="alert" color="error">
          {translate(`resources.${resource}.show.not_found`)}
        </Typography>
      </CardContent>
    );
  }
  return <LoadError error={error} onRetry={() => void refetch()} />;
};

const DetailCard = <R extends RaRecord>({
  resource,
  heading,
  rows,
}: Pick<DetailShowProps<R>, 'resource' | 'heading' | 'rows'>) => {
  const record = useRecordContext<R>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <CardContent>
      {heading(record)}
      <Divider />
      <Box component="dl" sx={{ m: 0 }}>
        {rows.map(({ field, render }) => (
          <Box
            key={field}
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: 1, py: 1.5 }}
          >
            <Typography component="dt" color="text.secondary" sx={{ fontWeight: 500 }}>
              {translate(`resources.${resource}.fields.${field}`)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line' }}>
              {render(record)}
            </Typography>
          </Box>
        ))}
      </Box>
    </CardContent>
  );
};
