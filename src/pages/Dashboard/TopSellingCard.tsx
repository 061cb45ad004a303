import { Box, LinearProgress, List, ListItem, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

import { DASHBOARD_PATHS } from '../../../dataProvider/routes';
import { useFormatters } from '../../../lib/format';
import { CHOICE_KEYS, type Month } from './firstDraw';
import { MonthCard } from './MonthSelect';

/** `GET /top-selling-data/{month}` (docs/API.md): the five most booked tests of a month. */
export interface TopSellingData {
  month: Month;
  year: number;
  items: { title: string; count: number; revenue: number }[];
}

/** Top selling tests of a chosen month (default jan), with bookings and revenue. */
export const TopSellingCard = () => {
  const translate = useTranslate();
  const format = useFormatters();
  return (
    <MonthCard<TopSellingData>
      title="app.dashboard.top_selling.title"
      storeKey={CHOICE_KEYS.sellingMonth}
      path={DASHBOARD_PATHS.topSelling}
    >
      {(data, monthLabel) => (
        <>
          <Typography variant="body2" color="text.secondary">
            {monthLabel}
          </Typography>
          {data.items.length === 0 ? (
            <Typography sx={{ py: 4, textAlign: 'center' }} color="text.secondary">
              {translate('app.dashboard.top_selling.empty')}
            </Typography>
          ) : (
            <List dense data-testid="top-selling">
              {data.items.map(item => (
                <ListItem key={item.title} disableGutters sx={{ display: 'block' }}>
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                    <Typography variant="body2" sx={{ fontWeight: 500 }}>
                      {item.title}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                      {translate('app.dashboard.top_selling.bookings', {
                        smart_count: item.count,
                        count: format.number(item.count),
                      })}
                      {' · '}
                      {translate('app.dashboard.pkr_amount', { amount: format.amount(item.revenue) })}
                    </Typography>
                  </Box>
                  <LinearProgress
                    variant="determinate"
                    value={(item.count / Math.max(1, ...data.items.map(i => i.count))) * 100}
                    aria-label={item.title}
                    sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </>
      )}
    </MonthCard>
  );
};
