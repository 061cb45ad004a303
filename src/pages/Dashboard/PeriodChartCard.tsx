import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useStore, useTranslate } from 'react-admin';

import { DASHBOARD_PATHS } from '../../../dataProvider/routes';
import { type Formatters, useFormatters } from '../../../lib/format';
import { useApiQuery } from '../../useApiQuery';
import { DashboardCard } from './DashboardCard';
import { CHOICE_KEYS, DEFAULT_PERIOD, type Period, PERIODS } from './firstDraw';
import { BarChart } from './LazyCharts';

/** `GET /weekly-data` etc. (docs/API.md). */
export interface PeriodData {
  period: Period;
  labels: string[];
  series: { name: 'Sales' | 'Earnings' | 'Orders'; data: number[] }[];
}

/** 'YYYY-MM' → short month name; 'YYYY-MM-DD' → day and short month, in the reader's language. */
export const periodLabel = (label: string, format: Formatters) => {
  const [year, month, day] = label.split('-').map(Number);
  if (!year || !month) return label;
  if (!day) return format.month(month - 1);
  return format.dayMonth(new Date(year, month - 1, day));
};

const sum = (values: number[] = []) => values.reduce((total, value) => total + value, 0);

/** Sales and earnings by period with a weekly / monthly / yearly switch (SPEC §3 aggregates, §9 default yearly). */
export const PeriodChartCard = () => {
  const translate = useTranslate();
  const format = useFormatters();
  const [period, setPeriod] = useStore<Period>(CHOICE_KEYS.period, DEFAULT_PERIOD);
  const query = useApiQuery<PeriodData>(DASHBOARD_PATHS[period]);
  const { data } = query;
  const series = (name: PeriodData['series'][number]['name']) => data?.series.find(s => s.name === name)?.data ?? [];
  const sales = series('Sales');
  const earnings = series('Earnings');
  const orders = series('Orders');
  // Every amount with its currency (SPEC's 'RS.' belongs to the Total Revenue card only).
  const pkr = (value: number) => translate('app.dashboard.pkr_amount', { amount: format.amount(value) });

  const action = (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={period}
      onChange={(_event, value: Period | null) => value && setPeriod(value)}
      aria-label={translate('app.dashboard.period.label')}
    >
      {PERIODS.map(p => (
        <ToggleButton key={p} value={p} sx={{ px: 1.5, textTransform: 'none' }}>
          {translate(`app.dashboard.period.${p}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );

  const summary = translate('app.dashboard.period.summary', {
    sales: pkr(sum(sales)),
    earnings: pkr(sum(earnings)),
    orders: format.number(sum(orders)),
  });

  return (
    <DashboardCard title="app.dashboard.period.title" action={action} query={query} skeletonHeight={300}>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', mb: 1 }} data-testid="period-totals">
        <Typography variant="body2" color="text.secondary">
          {translate('app.dashboard.period.sales')}: <strong data-testid="period-sales">{pkr(sum(sales))}</strong>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.dashboard.period.earnings')}:{' '}
          <strong data-testid="period-earnings">{pkr(sum(earnings))}</strong>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.dashboard.period.orders')}:{' '}
          <strong data-testid="period-orders">{format.number(sum(orders))}</strong>
        </Typography>
      </Box>
      <Box role="img" aria-label={summary} data-testid="period-chart">
        <BarChart
          height={300}
          xAxis={[{ scaleType: 'band', data: (data?.labels ?? []).map(label => periodLabel(label, format)) }]}
          yAxis={[{ valueFormatter: (value: number) => format.compact(value), width: 'auto', label: 'PKR' }]}
          series={[
            {
              data: sales,
              label: translate('app.dashboard.period.sales'),
              color: '#3f55c4',
              valueFormatter: v => pkr(v ?? 0),
            },
            {
              data: earnings,
              label: translate('app.dashboard.period.earnings'),
              color: '#2e7d32',
              valueFormatter: v => pkr(v ?? 0),
            },
          ]}
        />
      </Box>
    </DashboardCard>
  );
};
