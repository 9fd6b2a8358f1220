import { DataTable, SectionCard, Table } from '@/components/ui';
import type { RentalMarketResult } from '../api/get-rental-market';
import { formatPeriod } from '../utils/figure-format';
import { StaleBadge } from './stale-badge';

/** Each series behind the view with its last month; one more than the allowed months behind is flagged stale. */
export function FreshnessCard({ freshness }: { freshness: RentalMarketResult['freshness'] }) {
  if (!freshness.series.length) return null;
  return (
    <SectionCard
      title="Data freshness"
      intro={
        <>
          The newest rent or listing month in the data is {formatPeriod(freshness.newestMonth)}. A series more than{' '}
          {freshness.staleAfterMonths} months behind it is stale and is not used for the headline when a fresher one
          covers the place.
        </>
      }
    >
      <DataTable headings={['Series', 'Geography', 'Last month', 'Used for']}>
        {freshness.series.map((s) => (
          <Table.Row key={`${s.series}|${s.geography}`}>
            <Table.RowHeaderCell>{s.series}</Table.RowHeaderCell>
            <Table.Cell>{s.geography}</Table.Cell>
            <Table.Cell>
              {formatPeriod(s.lastMonth)}{' '}
              <StaleBadge stale={s.stale} ml="0">
                stale ({s.monthsBehind} months behind)
              </StaleBadge>
            </Table.Cell>
            <Table.Cell>{s.usedFor ?? 'listed only'}</Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
    </SectionCard>
  );
}
