import { Skeleton } from '@mui/material';
import { type ComponentProps, type ComponentType, lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';

/**
 * The chart code (charts.ts), fetched once: the dashboard's prefetch starts it as soon as the dashboard's own code
 * has run (firstDraw.ts), so it downloads while the cards are drawn rather than competing with them.
 */
export const loadCharts = () => import('./charts');

type Charts = Awaited<ReturnType<typeof loadCharts>>;

/** Height the legend above a chart adds (x-charts' default legend, one line: measured at 412–1280 px wide). */
const LEGEND_HEIGHT = 29;

/**
 * A chart drawn from the lazily loaded chunk. Until it has arrived, a skeleton of the chart's own size holds its
 * place (`data-chart-pending`: the cards and their figures are already drawn), so nothing moves when it appears.
 */
const lazyChart = <K extends keyof Charts>(name: K, withLegend: (props: ComponentProps<Charts[K]>) => boolean) => {
  const Chart = lazy(() => loadCharts().then(m => ({ default: m[name] as ComponentType<ComponentProps<Charts[K]>> })));
  const LazyChart = (props: ComponentProps<Charts[K]> & { height: number }) => {
    const translate = useTranslate();
    return (
      <Suspense
        fallback={
          <Skeleton
            variant="rounded"
            height={props.height + (withLegend(props) ? LEGEND_HEIGHT : 0)}
            aria-label={translate('app.topbar.loading')}
            data-chart-pending=""
          />
        }
      >
        <Chart {...props} />
      </Suspense>
    );
  };
  return LazyChart;
};

export const BarChart = lazyChart('BarChart', props => !props.hideLegend);
export const LineChart = lazyChart('LineChart', props => !props.hideLegend);
export const PieChart = lazyChart('PieChart', props => !props.hideLegend);
