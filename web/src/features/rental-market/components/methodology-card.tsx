import { Flex, Grid, SectionCard, Text } from '@/components/ui';
import type { RentalMarketResult } from '../api/get-rental-market';

/** The spec's metric names, as a reader knows them; an unknown key is shown as words, never as camelCase. */
export const METRIC_LABELS: Record<string, string> = {
  averageRent: 'Average rent (typical asking)',
  medianRent: 'Median gross rent',
  occupancyRate: 'Occupancy rate',
  inventoryCount: 'Available units',
  pricePerSqft: 'Price per sq ft (homes for sale)',
  rentTrends: 'Rental trends',
  popularPropertyTypes: 'Popular property types',
};

export function metricLabel(key: string): string {
  const known = METRIC_LABELS[key];
  if (known) return known;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Data sources and methodology, with one explanation per metric as a proper description list. */
export function MethodologyCard({ market }: { market: RentalMarketResult }) {
  return (
    <SectionCard title={'Data Sources & Methodology'}>
      <Grid columns={{ initial: '1', md: '2' }} gap="4">
        <Flex direction="column" gap="2">
          <Text size="2">
            <Text weight="bold">Primary: </Text>
            {market.dataSources.primary}
          </Text>
          {market.dataSources.secondary ? (
            <Text size="2">
              <Text weight="bold">Secondary: </Text>
              {market.dataSources.secondary}
            </Text>
          ) : null}
          <Text size="2">
            <Text weight="bold">Methodology: </Text>
            {market.dataSources.methodology}
          </Text>
        </Flex>
        <dl
          style={{ margin: 0, display: 'flex', flexDirection: 'column', gap: 'var(--space-2)' }}
          data-testid="metric-explanations"
        >
          {market.dataGeneration.map((m) => (
            <div key={m.metric}>
              <dt>
                <Text size="2" weight="bold">
                  {metricLabel(m.metric)}
                </Text>
              </dt>
              <dd style={{ margin: 0 }}>
                <Text size="2" color="gray">
                  {m.explanation}
                </Text>
              </dd>
            </div>
          ))}
        </dl>
      </Grid>
    </SectionCard>
  );
}
