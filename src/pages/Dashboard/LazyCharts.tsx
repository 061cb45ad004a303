import { Skeleton } from '@mui/material';
import {
  type ComponentProps,
  type ComponentType,
  lazy,
  type RefObject,
  startTransition,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useTranslate } from 'react-admin';

let chartsLoaded = false;
/**
 * The chart code (charts.ts), fetched once. After sign-in the dashboard's prefetch starts it with the dashboard's own
 * code (DashboardPage.tsx prefetchDashboard: the app's first files came while the visitor typed); otherwise the
 * first chart asks for it once its place has been painted on screen (useWhenShown below).
 */
export const loadCharts = () =>
  import('./charts').then(m => {
    chartsLoaded = true;
    return m;
  });

/** How far below the screen a chart's place may be and still be drawn (its code loads as the reader scrolls on). */
const AHEAD = '0px 0px 50% 0px';

/**
 * False until the chart's place has been painted within (or just below) the screen, or true at once when the chart
 * code is already here. A dashboard loaded from nothing (a reload, a link) then fetches, runs and draws the charts'
 * ≈ 86 kB brotli after its figures are on screen instead of in competition with the code and the calls that draw
 * them, and a chart below the fold (on a phone, every chart) only once the reader scrolls towards it: the
 * IntersectionObserver reports after the frame that shows the place has been painted. The charts' render is a
 * transition, which React splits into short tasks that give way to input.
 */
const useWhenShown = (place: RefObject<HTMLElement | null>) => {
  const [ready, setReady] = useState(chartsLoaded);
  useEffect(() => {
    if (ready) return;
    const show = () => startTransition(() => setReady(true));
    const element = place.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(show, 0);
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      entries => {
        if (!entries.some(entry => entry.isIntersecting)) return;
        observer.disconnect();
        show();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ready, place]);
  return ready;
};

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
    const place = useRef<HTMLElement>(null);
    const ready = useWhenShown(place);
    const placeholder = (
      <Skeleton
        ref={place}
        role="progressbar"
        variant="rounded"
        height={props.height + (withLegend(props) ? LEGEND_HEIGHT : 0)}
        aria-label={translate('app.topbar.loading')}
        data-chart-pending=""
      />
    );
    return ready ? (
      <Suspense fallback={placeholder}>
        <Chart {...props} />
      </Suspense>
    ) : (
      placeholder
    );
  };
  return LazyChart;
};

export const BarChart = lazyChart('BarChart', props => !props.hideLegend);
export const LineChart = lazyChart('LineChart', props => !props.hideLegend);
export const PieChart = lazyChart('PieChart', props => !props.hideLegend);
