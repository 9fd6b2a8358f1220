import { Badge, Card, Heading, Table, Text } from '@/components/ui';
import type { RentalMarketResult } from '../api/get-rental-market';
import { formatFigureValue, formatPeriod, isChangeFigure } from '../utils/figure-format';

type Snapshot = RentalMarketResult['marketSpeed'][number];

/**
 * Realtor.com for-sale listing figures: one column per geography, each column its own month (the county and
 * metro files are different months, so they are never blended).
 */
export function MarketSpeedCard({ snapshots }: { snapshots: readonly Snapshot[] }) {
  const first = snapshots[0];
  return (
    <Card size={{ initial: '2', sm: '3' }}>
      <Heading as="h3" size="4" mb="3">
        Market speed and price level (homes for sale)
      </Heading>
      {first ? (
        <div className="table-scroll">
        <Table.Root size="1">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Metric</Table.ColumnHeaderCell>
              {snapshots.map((s) => (
                <Table.ColumnHeaderCell key={s.geography}>
                  {s.geography}
                  <Text as="div" size="1" color="gray" weight="regular">
                    {formatPeriod(s.month)}
                    {s.stale ? (
                      <Badge color="amber" size="1" ml="1">
                        stale
                      </Badge>
                    ) : null}
                  </Text>
                </Table.ColumnHeaderCell>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
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
          </Table.Body>
        </Table.Root>
        </div>
      ) : (
        <Text size="2" color="gray">
          Not available: Realtor.com publishes no listing figures for this county or metro area.
        </Text>
      )}
      <Text as="p" size="1" color="gray" mt="2">
        Realtor.com Economic Research: asking figures of single-family homes and condos listed for sale, not sales and not rentals.
      </Text>
    </Card>
  );
}
