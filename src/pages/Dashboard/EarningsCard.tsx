import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

import { DASHBOARD_PATHS } from '../../../dataProvider/routes';
import { useFormatters } from '../../../lib/format';
import { CHOICE_KEYS, type Month } from './firstDraw';
import { LineChart } from './LazyCharts';
import { MonthCard } from './MonthSelect';

/** `GET /earning-charts-data/{month}` (docs/API.md). */
export interface EarningsData {
  month: Month;
  year: number;
  labels: number[];
  data: number[];
  total: number;
  previous_total: number;
}

/** Change against the previous month in percent, or null when there is nothing to compare with. */
export const changePercent = (total: number, previous: number): number | null =>
  previous > 0 ? Math.round(((total - previous) / previous) * 1000) / 10 : null;

/** The platform's earnings per day of a chosen month (default jan), with the month's total and its change. */
export const EarningsCard = () => {
  const translate = useTranslate();
  const format = useFormatters();
  // Every amount with its currency (SPEC's 'RS.' belongs to the Total Revenue card only).
  const pkr = (value: number) => translate('app.dashboard.pkr_amount', { amount: format.amount(value) });
  return (
    <MonthCard<EarningsData>
      title="app.dashboard.earnings.title"
      storeKey={CHOICE_KEYS.earningsMonth}
      path={DASHBOARD_PATHS.earningCharts}
    >
      {(data, monthLabel) => {
        const change = changePercent(data.total, data.previous_total);
        return (
          <>
            <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
              <Typography variant="h5" component="p" data-testid="earnings-total">
                {pkr(data.total)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {monthLabel}
              </Typography>
            </Box>
            <Typography
              variant="body2"
              color={change === null ? 'text.secondary' : change >= 0 ? 'success.dark' : 'error'}
              data-testid="earnings-change"
            >
              {change === null
                ? translate('app.dashboard.earnings.no_previous')
                : translate('app.dashboard.earnings.change', {
                    change: `${change > 0 ? '+' : ''}${format.number(change)}`,
                  })}
            </Typography>
            <Box
              role="img"
              aria-label={translate('app.dashboard.earnings.summary', { total: pkr(data.total) })}
              data-testid="earnings-chart"
            >
              <LineChart
                height={240}
                xAxis={[{ data: data.labels, scaleType: 'point' }]}
                yAxis={[{ valueFormatter: (value: number) => format.compact(value), width: 'auto', label: 'PKR' }]}
                series={[
                  {
                    data: data.data,
                    label: translate('app.dashboard.period.earnings'),
                    color: '#2e7d32',
                    area: true,
                    showMark: false,
                    valueFormatter: v => pkr(v ?? 0),
                  },
                ]}
                hideLegend
              />
            </Box>
          </>
        );
      }}
    </MonthCard>
  );
};
