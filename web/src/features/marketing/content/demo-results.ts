import type { PropertyHeadline } from '@realty/proto-schemas';

/** The shape scripts/build-demo-results.ts writes to demo-results.json. */
export interface DemoResults {
  computedAt: string;
  datasetAsOf: string | null;
  property: null | (PropertyHeadline & { example: string; riskLevel: string });
  invoice: {
    example: string;
    issuesFound: number;
    flaggedItems: number;
    verifiedItems: number;
    totalImpact: number;
    findings: Array<{ type: string; title: string }>;
  };
  market: null | {
    example: string;
    figures: Array<{
      label: string;
      value: number | null;
      unit: string;
      geography: string | null;
      period: string | null;
    }>;
  };
}
