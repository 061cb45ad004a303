import RetryIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button } from '@mui/material';
import { Pagination, type PaginationProps, useListContext, useShowContext, useTranslate } from 'react-admin';

/**
 * A failed load: a translated message, the server's detail when it sent one, and a Retry button. Never the
 * empty state or a total: an administrator must not read "no labs" when the labs could not be read.
 */
export const LoadError = ({ error, onRetry }: { error?: unknown; onRetry: () => void }) => {
  const translate = useTranslate();
  const detail = (error as { body?: { detail?: unknown } } | undefined)?.body?.detail;
  return (
    <Box sx={{ p: 2, width: '100%' }}>
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" startIcon={<RetryIcon />} onClick={onRetry}>
            {translate('app.load.retry')}
          </Button>
        }
      >
        {translate('app.load.failed')}
        {typeof detail === 'string' && detail ? ` (${translate(detail, { _: detail })})` : null}
      </Alert>
    </Box>
  );
};

/** `<List error>` for every list (set as RaList's default in the theme): the list's error and its refetch. */
export const ListLoadError = () => {
  const { error, refetch } = useListContext();
  return <LoadError error={error} onRetry={() => void refetch()} />;
};

/** `<Show error>` for every detail built on react-admin's Show (RaShow's default in the theme). */
export const ShowLoadError = () => {
  const { error, refetch } = useShowContext();
  return <LoadError error={error} onRetry={() => void refetch()} />;
};

/**
 * react-admin's Pagination, hidden while the list's load has failed (it would otherwise read "1-10 of 10" from a
 * total nobody sent). RaList's default in the theme; a list with its own options passes `<ListPagination …>`.
 */
export const ListPagination = (props: PaginationProps) => {
  const { error } = useListContext();
  return error ? null : <Pagination {...props} />;
};
