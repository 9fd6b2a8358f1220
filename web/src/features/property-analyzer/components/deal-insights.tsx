import { Badge, Box, Callout, Card, Flex, Grid, Heading, Text } from '@/components/ui';
import { formatAsOf, formatCurrency } from '@/lib/format';
import type { FullAnalysis } from '../api/analyze-property';

// The property-level part of a result: value and rent for this property with their 80% ranges, how they
// were made and from which dated sources; how the asking price compares; warnings and risk flags; and
// what "ROI Potential" means, with cash-on-cash and cap rate beside it.

type Estimate = FullAnalysis['valueEstimate'];

function EstimateCard({ title, estimate, suffix = '' }: { title: string; estimate: Estimate; suffix?: string }) {
  return (
    <Card size="2" data-testid={`estimate-${title.toLowerCase().split(' ')[0]}`}>
      <Text size="2" color="gray">
        {title}
      </Text>
      <Heading as="h4" size="6" className="num">
        {formatCurrency(estimate.point)}
        {suffix}
      </Heading>
      <Text size="2" className="num">
        80% range {formatCurrency(estimate.low)} to {formatCurrency(estimate.high)}
        {suffix} · ZIP level {formatCurrency(estimate.zipLevel)}
        {suffix}
      </Text>
      {estimate.inputsUsed.length ? (
        <Text as="p" size="1" color="gray" mt="1">
          For: {estimate.inputsUsed.join(', ')}
        </Text>
      ) : null}
      <Text as="p" size="1" mt="2">
        {estimate.method}
      </Text>
      {estimate.adjustments.map((a) => (
        <Text as="p" size="1" color="gray" key={a.name}>
          {a.detail}
        </Text>
      ))}
      <Text as="p" size="1" color="gray" mt="2">
        Sources: {estimate.sources.map((s) => `${s.label}${s.asOf ? ` (${formatAsOf(s.asOf)})` : ''}`).join('; ')}
      </Text>
    </Card>
  );
}

export function DealInsights({ result }: { result: FullAnalysis }) {
  return (
    <Flex direction="column" gap="3">
      {result.warnings.map((w) => (
        <Callout.Root color="amber" key={w} role="alert">
          <Callout.Text>{w}</Callout.Text>
        </Callout.Root>
      ))}
      <Grid columns={{ initial: '1', sm: '2' }} gap="3">
        <EstimateCard title="Value of this property" estimate={result.valueEstimate} />
        <EstimateCard title="Rent of this property" estimate={result.rentEstimate} suffix="/mo" />
      </Grid>
      {result.comparisons.length ? (
        <Text size="2" weight="medium" data-testid="comparisons">
          {result.comparisons.join(' ')}
        </Text>
      ) : null}
      <Box>
        <Text size="2" data-testid="roi-label">
          <strong>ROI Potential {result.roiPotential}</strong> · {result.roiPotentialLabel}. Year one: cash-on-cash{' '}
          {result.cashOnCash}, cap rate {result.capRate}.
        </Text>
      </Box>
      {result.riskFlags.length ? (
        <Flex direction="column" gap="2" data-testid="risk-flags">
          {result.riskFlags.map((f) => (
            <Flex key={f.key} gap="2" align="start">
              <Badge color="red">{f.label}</Badge>
              <Text size="2">{f.message}</Text>
            </Flex>
          ))}
        </Flex>
      ) : null}
    </Flex>
  );
}
