import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { PropertyAnalysisResult } from '../api/analyze-property';

// The chart components load on first use (one shared chunk), so the tool page's first load carries none of them.
const load = () => import('./analysis-charts');

type ChartProps = { result: PropertyAnalysisResult };

/** A chart from ./analysis-charts, loaded on first render, with `fallback` (e.g. the plain bars) until it arrives. */
function deferred(pick: (m: Awaited<ReturnType<typeof load>>) => ComponentType<ChartProps>) {
  const Chart = lazy(() => load().then((m) => ({ default: pick(m) })));
  return function DeferredChart({ result, fallback = null }: ChartProps & { fallback?: ReactNode }) {
    return (
      <Suspense fallback={fallback}>
        <Chart result={result} />
      </Suspense>
    );
  };
}

export const LazyRangeBands = deferred((m) => m.AnalysisRangeBands);
export const LazyProjectionChart = deferred((m) => m.AnalysisProjectionChart);
export const LazyRiskBar = deferred((m) => m.AnalysisRiskBar);
export const LazySensitivityHeatmap = deferred((m) => m.AnalysisSensitivityHeatmap);
