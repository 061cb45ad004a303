import RetryIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button } from '@mui/material';
import { Pagination, type PaginationProps, useListContext, useShowContext, useTranslate } from 'react-admin';

import type { BoundedTotalMeta } from '../../dataProvider/lists';
import { useFormatters } from '../../lib/format';

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
 * A list whose total the server only bounded (the data provider's `meta.totalAtLeast`, with partial pagination)
 * reads "1–25 of more than 10,000", the bound in the language's digits.
 */
export const ListPagination = (props: PaginationProps) => {
  const list = useListContext();
  const translate = useTranslate();
  const format = useFormatters();
  const atLeast = (list.meta as Partial<BoundedTotalMeta> | undefined)?.totalAtLeast;
  if (list.error) return null;
  if (atLeast === undefined) return <Pagination {...props} />;
  const label = ({ from, to }: { from: number; to: number }) =>
    translate('app.list.range_more_than', {
      offsetBegin: format.number(from),
      offsetEnd: format.number(to),
      more_than: format.number(atLeast - 1),
    });
  // Pagination's own label is passed on to MUI's TablePagination (its props are spread last); its type leaves it out.
  const labelled = { labelDisplayedRows: label, ...props } as PaginationProps;
  return <Pagination {...labelled} />;
};
