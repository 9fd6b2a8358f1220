import { Grid, SectionCard } from '@/components/ui';
import type { RentalMarketResult } from '../api/get-rental-market';
import { FigureTile } from './figure-tile';

/** Sale-value context from Zillow's home value index: the ZIP's typical value and the metro's value tiers. */
export function ValueContextCard({ figures }: { figures: RentalMarketResult['valueContext'] }) {
  if (!figures.length) return null;
  return (
    <SectionCard
      title="Home values"
      intro="Zillow Home Value Index: the bottom, middle and top thirds of home values give the range a rental property sells in."
    >
      <Grid columns={{ initial: '1', sm: String(Math.min(figures.length, 4)) as '1' | '2' | '3' | '4' }} gap="3">
        {figures.map((f) => (
          <FigureTile key={f.key} figure={f} />
        ))}
      </Grid>
    </SectionCard>
  );
}
