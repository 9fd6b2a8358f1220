import { DataTable, SectionCard, Table, Text } from '@/components/ui';
import type { RentalMarketResult } from '../api/get-rental-market';
import { formatFigureValue, formatPeriod, isChangeFigure } from '../utils/figure-format';
import { scopedHeadings } from './stale-badge';

type Snapshot = RentalMarketResult['marketSpeed'][number];

/**
 * Realtor.com for-sale listing figures: one column per geography, each column its own month (the county and
 * metro files are different months, so they are never blended).
 */
export function MarketSpeedCard({ snapshots }: { snapshots: readonly Snapshot[] }) {
  const first = snapshots[0];
  return (
    <SectionCard title="Market speed and price level (homes for sale)">
      {first ? (
        <DataTable
          headings={scopedHeadings(
            'Metric',
            snapshots.map((s) => ({ title: s.geography, scope: formatPeriod(s.month), stale: s.stale })),
          )}
        >
          {first.figures.map((f, i) => (
            <Table.Row key={f.key}>
              <Table.RowHeaderCell>{f.label}</Table.RowHeaderCell>
              {snapshots.map((s) => {
                const cell = s.figures[i];
                return (
                  <Table.Cell key={s.geography} className="num" title={cell?.note ?? undefined}>
                    {cell ? formatFigureValue(cell, { signed: isChangeFigure(cell.key) }) : '-'}
                  </Table.Cell>
                );
              })}
            </Table.Row>
          ))}
        </DataTable>
      ) : (
        <Text size="2" color="gray">
          Not available: Realtor.com publishes no listing figures for this county or metro area.
        </Text>
      )}
      <Text as="p" size="1" color="gray" mt="2">
        Realtor.com Economic Research: asking figures of single-family homes and condos listed for sale, not sales and
        not rentals.
      </Text>
    </SectionCard>
  );
}
