import { lazy, Suspense } from 'react';
import { SectionCard } from '@/components/ui';
import type { InvoiceAuditResult } from '../api/audit-invoice';
import { impactByKind } from './impact-by-kind';

// The chart code loads only once an audit with dollar findings is on screen.
const CategoryBarChart = lazy(() => import('@/features/charts').then((m) => ({ default: m.CategoryBarChart })));

const exact = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A small bar chart of the dollars at stake by kind of finding; nothing when no finding has an amount. */
export function ImpactChart({ audit }: { audit: InvoiceAuditResult }) {
  const kinds = impactByKind(audit.findings);
  if (kinds.length === 0) return null;
  const sum = kinds.reduce((t, k) => t + k.value, 0);
  const overlap =
    sum > audit.totalImpact + 0.005
      ? ` Findings can rest on the same dollars, so the bars add to ${exact.format(sum)} while ${exact.format(audit.totalImpact)} is at stake once each dollar is counted once.`
      : '';
  const top = [...kinds].sort((a, b) => b.value - a.value)[0]!;
  return (
    <SectionCard title="Dollars at stake by kind of finding" level="h2">
      <Suspense fallback={null}>
        <CategoryBarChart
          name="Dollars at stake by kind of finding (bar chart)"
          summary={`${kinds.length} kind${kinds.length > 1 ? 's' : ''} of finding with dollars at stake; the largest is ${top.label} at ${exact.format(top.value)}.${overlap}`}
          bars={kinds}
          format={(v) => exact.format(v)}
          columns={['Kind of finding', 'Dollars at stake']}
          testId="impact-chart"
        />
      </Suspense>
    </SectionCard>
  );
}
