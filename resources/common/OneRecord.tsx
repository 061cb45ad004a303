import { Alert, Button, Skeleton } from '@mui/material';
import type { ReactNode } from 'react';
import { type Identifier, type RaRecord, useGetOne, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

import { LoadError } from './LoadError';

export interface OneRecordProps<R extends RaRecord> {
  resource: string;
  id: Identifier;
  /** Passed to the data provider (e.g. `{view: 'detail'}`: a cache entry apart from the list's rows). */
  meta?: Record<string, unknown>;
  /** The skeleton's height while loading. */
  height: number;
  /** Message keys of a record that does not exist, and of the way back (a path, or -1: the previous page). */
  notFound: { message: string; back: string; to: string | -1 };
  children: (record: R) => ReactNode;
}

/**
 * The states of a detail screen that loads one record: a skeleton while loading, a failed load as the error with
 * Retry (LoadError.tsx), a missing record (404) as its own message with a way back, then the record.
 */
export const OneRecord = <R extends RaRecord>({
  resource,
  id,
  meta,
  height,
  notFound,
  children,
}: OneRecordProps<R>) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { data, isPending, error, refetch } = useGetOne<R>(resource, { id, meta }, { retry: false });

  if (isPending)
    return <Skeleton variant="rounded" height={height} sx={{ mt: 2 }} aria-label={translate('app.topbar.loading')} />;
  if (error && (error as { status?: number }).status !== 404)
    return <LoadError error={error} onRetry={() => void refetch()} />;
  if (error || !data) {
    const back =
      notFound.to === -1 ? (
        <Button color="inherit" size="small" onClick={() => void navigate(-1)}>
          {translate(notFound.back)}
        </Button>
      ) : (
        <Button component={RouterLink} to={notFound.to} color="inherit" size="small">
          {translate(notFound.back)}
        </Button>
      );
    return (
      <Alert severity="error" sx={{ mt: 2 }} action={back}>
        {translate(notFound.message)}
      </Alert>
    );
  }
  return <>{children(data)}</>;
};
