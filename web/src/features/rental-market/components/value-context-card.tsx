import { Card, Grid, Heading, Text } from '@/components/ui';
import type { RentalMarketResult } from '../api/get-rental-market';
import { FigureTile } from './figure-tile';

/** Sale-value context from Zillow's home value index: the ZIP's typical value and the metro's value tiers. */
export function ValueContextCard({ figures }: { figures: RentalMarketResult['valueContext'] }) {
  if (!figures.length) return null;
  return (
    <Card size={{ initial: '2', sm: '3' }}>
      <Heading as="h3" size="4" mb="1">
        Home values
      </Heading>
      <Text as="p" size="1" color="gray" mb="3">
        Zillow Home Value Index: the bottom, middle and top thirds of home values give the range a rental property sells in.
      </Text>
      <Grid columns={{ initial: '1', sm: String(Math.min(figures.length, 4)) as '1' | '2' | '3' | '4' }} gap="3">
        {figures.map((f) => (
          <FigureTile key={f.key} figure={f} />
        ))}
      </Grid>
    </Card>
  );
}
