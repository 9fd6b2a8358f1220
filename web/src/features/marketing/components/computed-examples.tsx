import { Badge, Flex, Grid, Heading, SectionCard, Text } from '@/components/ui';
import { formatCurrency, formatNumber, formatPercent } from '@/lib/format';
import { formatMonth } from '@/lib/format-date';
import { describeScope } from '@/lib/format-place';
import examples from '../content/demo-results.json';
import type { DemoResults } from '../content/demo-results';

const results = examples as DemoResults;

const FINDING_COLORS: Record<string, 'red' | 'amber' | 'blue'> = { error: 'red', warning: 'amber', info: 'blue' };

function figureText(value: number | null, unit: string): string {
  if (unit === 'usd_month') return `${formatCurrency(value)}/mo`;
  if (unit === 'percent') return formatPercent(value);
  if (unit === 'usd') return formatCurrency(value);
  return formatNumber(value);
}

/** A data period as people read it: '2026-06' as 'Jun 2026'; ranges and fiscal years as they are. */
function periodText(period: string | null): string | null {
  if (!period) return null;
  return /^\d{4}-\d{2}$/.test(period) ? formatMonth(period) : period;
}

/**
 * Real examples on the landing page: a named property, invoice and market run through the same engines
 * as a signed-in request, at build time (scripts/build-demo-results.ts). Nothing here is typed by hand.
 */
export function ComputedExamples() {
  const { property, invoice, market } = results;
  return (
    <section aria-labelledby="examples-heading">
      <Heading as="h2" size="7" align="center" mb="2" id="examples-heading">
        Real examples, computed by the tools
      </Heading>
      <Text as="p" align="center" color="gray" mb="6">
        Worked by the same engines you use
        {results.datasetAsOf ? `, on public data through ${formatMonth(results.datasetAsOf)}` : ''}.
      </Text>
      <Grid columns={{ initial: '1', md: '3' }} gap="4">
        {property ? (
          <SectionCard
            title="Property Analyzer"
            intro={`${property.example}: ${property.address} ${property.zipCode}`}
            introSize="2"
          >
            <dl className="example-figures">
              <dt>Estimated value</dt>
              <dd>{formatCurrency(property.estimatedValue)}</dd>
              <dt>Monthly rent</dt>
              <dd>{formatCurrency(property.monthlyRent)}</dd>
              <dt>Cap rate</dt>
              <dd>{property.capRate}</dd>
              <dt>Return</dt>
              <dd>{property.roiPotential}</dd>
              <dt>Risk</dt>
              <dd>{property.riskLevel}</dd>
            </dl>
          </SectionCard>
        ) : null}
        <SectionCard title="Invoice Checker" intro={invoice.example} introSize="2">
          <Text as="p" size="2" mb="2">
            {invoice.issuesFound} issues found, {invoice.flaggedItems} items flagged, {invoice.verifiedItems} verified;{' '}
            {formatCurrency(invoice.totalImpact)} at stake.
          </Text>
          <ul className="plain-list">
            {invoice.findings.map((f) => (
              <li key={f.title}>
                <Flex gap="2" align="center">
                  <Badge color={FINDING_COLORS[f.type] ?? 'blue'}>{f.type.toUpperCase()}</Badge>
                  <Text size="2">{f.title}</Text>
                </Flex>
              </li>
            ))}
          </ul>
        </SectionCard>
        {market ? (
          <SectionCard title="Rental Market Dashboard" intro={market.example} introSize="2">
            <dl className="example-figures">
              {market.figures.map((f) => (
                <div key={f.label}>
                  <dt>
                    {f.label}{' '}
                    <Text color="gray">
                      ({describeScope(f.geography, null)}
                      {periodText(f.period) ? `, ${periodText(f.period)}` : ''})
                    </Text>
                  </dt>
                  <dd>{figureText(f.value, f.unit)}</dd>
                </div>
              ))}
            </dl>
          </SectionCard>
        ) : null}
      </Grid>
    </section>
  );
}

export default ComputedExamples;
