import { Flex, Grid, Heading, LabelValueRow, SectionCard, Text } from '@/components/ui';
import { formatPercent } from '@/lib/format';
import type { RentalMarketResult } from '../api/get-rental-market';
import { formatPeriod } from '../utils/figure-format';
import { FigureTile } from './figure-tile';

/** Rent by home type (Zillow, metro) and the housing-type mix (ACS, with its survey years). */
export function HomeTypeCard({ market }: { market: RentalMarketResult }) {
  return (
    <SectionCard title="By home type">
      <Flex direction="column" gap="3">
        <Grid columns={{ initial: '1', sm: '2' }} gap="3">
          {market.homeTypeRents.map((f) => (
            <FigureTile key={f.key} figure={f} />
          ))}
        </Grid>
        <Heading as="h4" size="3">
          Popular Property Types
        </Heading>
        <Text size="1" color="gray">
          Share of all housing units by building type{market.typeMixGeography ? `, ${market.typeMixGeography}` : ''}
          {market.typeMixPeriod ? ` (${formatPeriod(market.typeMixPeriod)})` : ''}. ACS does not split building type by
          tenure, and no source reports rent per building type.
        </Text>
        <ul className="plain-list">
          {market.popularPropertyTypes.map((p) => (
            <li key={p.type}>
              <LabelValueRow gap="2" label={p.type} value={formatPercent(p.percentage)} />
              <div className="bar-track" aria-hidden>
                <div className="bar-fill" style={{ width: `${Math.min(100, p.percentage)}%` }} />
              </div>
            </li>
          ))}
        </ul>
      </Flex>
    </SectionCard>
  );
}
