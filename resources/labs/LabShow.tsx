import { Alert, Box, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import {
  HttpError,
  type RaRecord,
  ShowBase,
  Title,
  useGetManyReference,
  useShowContext,
  useTranslate,
} from 'react-admin';

import { LoadError } from '../common/LoadError';
import { LabsLoading } from './LabList';
import type { Lab } from './types';

interface LabShowProps {
  /** The lab's email, or its numeric id (the overview opened by id). */
  id: string;
  title: string;
  /** Shown above the message when the lab could not be shown (the overview's Back link). */
  failedHeader?: ReactNode;
  children: (lab: Lab, reload: () => void) => ReactNode;
}

const LabShowBody = ({ title, failedHeader, children }: Omit<LabShowProps, 'id'>) => {
  const { record, isPending, error, refetch } = useShowContext<Lab>();
  const translate = useTranslate();
  const reload = () => void refetch();
  if (isPending) return <LabsLoading padding={6} />;
  return (
    <Box sx={{ py: 2 }}>
      <Title title={title} />
      {record && !error ? (
        children(record, reload)
      ) : (
        <>
          {failedHeader}
          {error && !(error instanceof HttpError && error.status === 404) ? (
            <LoadError error={error} onRetry={reload} />
          ) : (
            <Alert severity="warning">{translate('resources.labs.overview.not_found')}</Alert>
          )}
        </>
      )}
    </Box>
  );
};

/**
 * A lab's detail screen (the overview, the lab user's profile) on react-admin's ShowBase: a spinner while loading,
 * "Lab not found" for a 404, any other failed load the translated error with Retry (never a blank page), else
 * `children` with the lab and its reload. No redirect on error: the user stays where the message is.
 */
export const LabShow = ({ id, ...props }: LabShowProps) => (
  <ShowBase<Lab>
    resource="labs"
    id={id}
    queryOptions={{
      onError: () => undefined,
      // A lab's record id is its email; opened by its number, the record keeps the id it was asked for.
      select: (lab: Lab) => ({ ...lab, id }),
    }}
  >
    <LabShowBody {...props} />
  </ShowBase>
);

/**
 * A lab's related records (its E-QA certificates, its reviews), newest first: a spinner while loading, a failed load's
 * translated error with Retry (never the empty state), else `children` with the rows and their reload.
 */
export const LabReferences = <R extends RaRecord>({
  resource,
  email,
  newestFirstBy,
  children,
}: {
  resource: 'eqa' | 'reviews';
  email: string;
  newestFirstBy: string;
  children: (rows: R[], reload: () => void) => ReactNode;
}) => {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useGetManyReference<R>(
    resource,
    { target: 'lab', id: email, pagination: { page: 1, perPage: 100 }, sort: { field: newestFirstBy, order: 'DESC' } },
    { retry: false },
  );
  const reload = () => void refetch();
  if (isPending) return <CircularProgress size={24} aria-label={translate('ra.page.loading')} />;
  if (error) return <LoadError error={error} onRetry={reload} />;
  return <>{children(data ?? [], reload)}</>;
};
