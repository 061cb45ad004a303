import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

import { CardLoadError } from './CardLoadError';

interface DashboardCardProps {
  /** Translation key of the card's heading. */
  title: string;
  /** Controls at the right of the heading (period switch, month selector). */
  action?: ReactNode;
  /** The card's data query (react-query): pending shows a skeleton; failed, a message whose Retry calls refetch. */
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** Height of the loading skeleton. */
  skeletonHeight?: number;
  children?: ReactNode;
}

/** A titled dashboard card that shows a skeleton while its data loads, and a message with Retry when it fails. */
export const DashboardCard = ({
  title,
  action,
  query: { isPending, isError, refetch },
  skeletonHeight = 160,
  children,
}: DashboardCardProps) => {
  const translate = useTranslate();
  const headingId = `dashboard-${title.replace(/\W+/g, '-')}`;
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
          <Typography
            id={headingId}
            variant="h6"
            component="h2"
            sx={{ flexGrow: 1, fontSize: '1rem', fontWeight: 600 }}
          >
            {translate(title)}
          </Typography>
          {action}
        </Box>
        {isPending ? (
          <Skeleton variant="rounded" height={skeletonHeight} aria-label={translate('app.topbar.loading')} />
        ) : isError ? (
          <CardLoadError onRetry={() => void refetch()} />
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
};
