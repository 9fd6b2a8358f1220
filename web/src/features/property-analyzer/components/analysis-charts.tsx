import { ProjectionChart, RangeBands, RiskStackedBar, SensitivityHeatmap, type RangeBand } from '@/features/charts';
import type { DemoAnalysisResult, PropertyAnalysisResult } from '../api/analyze-property';

// The analyzer result's four charts, fed from the result's own fields. This module is loaded lazily
// (./lazy-analysis-charts), so the chart code reaches the browser only once a result is on screen.

type AnyResult = PropertyAnalysisResult | DemoAnalysisResult;

const assumption = (result: AnyResult, key: string) => result.assumptions.find((a) => a.key === key)?.value ?? null;

/** The value and rent bands, with the price and rent the deal was underwritten at marked on them. */
export function rangeBandsOf(result: AnyResult): RangeBand[] {
  const price = assumption(result, 'purchasePrice');
  const rent = assumption(result, 'monthlyRent');
  return [
    { label: 'Value', ...result.valueRange, mark: price === null ? null : { label: 'Purchase price', value: price } },
    {
      label: 'Rent',
      ...result.rentRange,
      suffix: '/mo',
      mark: rent === null ? null : { label: 'Rent used', value: rent },
    },
  ];
}

export function AnalysisRangeBands({ result }: { result: AnyResult }) {
  return <RangeBands bands={rangeBandsOf(result)} />;
}

export function AnalysisProjectionChart({ result }: { result: AnyResult }) {
  const hold = assumption(result, 'holdingYears');
  return <ProjectionChart rows={result.projections} saleYear={hold === null ? null : Math.round(hold)} />;
}

export function AnalysisRiskBar({ result }: { result: AnyResult }) {
  return <RiskStackedBar score={result.risk.score} parts={result.risk.parts} />;
}

export function AnalysisSensitivityHeatmap({ result }: { result: PropertyAnalysisResult }) {
  return result.sensitivity ? <SensitivityHeatmap grid={result.sensitivity} /> : null;
}
