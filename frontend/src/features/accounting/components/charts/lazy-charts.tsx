import { lazy, Suspense, type ComponentProps } from 'react';
import '../../../../components/charts/charts.css';

/**
 * The charts as the report screens use them: their code (and the chart
 * library's, about 27 KB gzip) is a chunk of its own, fetched when a report
 * screen first draws one, never with the app or another screen. Until it
 * arrives an empty box of the chart's height holds its place.
 */
const charts = () => import('./books-charts');
const LazyProfitAndLoss = lazy(() => charts().then((m) => ({ default: m.ProfitAndLossChart })));
const LazySalesByPayer = lazy(() => charts().then((m) => ({ default: m.SalesByPayerChart })));
const LazyAgeing = lazy(() => charts().then((m) => ({ default: m.AgeingChart })));

const placeholder = <div className="kk-chart kk-chart--loading" aria-hidden="true" />;

type Charts = typeof import('./books-charts');

export const ProfitAndLossChart = (props: ComponentProps<Charts['ProfitAndLossChart']>) => (
  <Suspense fallback={placeholder}>
    <LazyProfitAndLoss {...props} />
  </Suspense>
);
export const SalesByPayerChart = (props: ComponentProps<Charts['SalesByPayerChart']>) => (
  <Suspense fallback={placeholder}>
    <LazySalesByPayer {...props} />
  </Suspense>
);
export const AgeingChart = (props: ComponentProps<Charts['AgeingChart']>) => (
  <Suspense fallback={placeholder}>
    <LazyAgeing {...props} />
  </Suspense>
);
