import { Callout, Card, DataTable, Flex, Heading, Table, Text } from '@/components/ui';
import type { RentalComparisonResult } from '../api/compare-rental-markets';
import { COMPARISON_CSV_DATASET, comparisonCsvRecords } from '../utils/market-csv';
import { figureScope, formatFigureValue, formatPeriod, isChangeFigure } from '../utils/figure-format';
import { DownloadMarketCsv } from './download-market-csv';
import { StaleBadge } from './stale-badge';

/** Places side by side: one column per place, one row per metric, every cell with its geography and period. */
export function CompareTable({ comparison }: { comparison: RentalComparisonResult }) {
  const names = comparison.places.map((p) => p.place?.header ?? `${p.location} (not found)`);
  return (
    <Card size={{ initial: '2', sm: '3' }} data-testid="rental-comparison">
      <Flex justify="between" align="start" gap="3" wrap="wrap" mb="3">
        <Flex direction="column" gap="1">
          <Heading as="h2" size="5">
            Comparison
          </Heading>
          <Text size="2" color="gray" data-testid="comparison-month">
            {comparison.commonMonth
              ? `Rents for every place are read at ${formatPeriod(comparison.commonMonth)}, the latest month all their series reach.`
              : 'These places share no rent month, so rents are not compared.'}
          </Text>
        </Flex>
        <DownloadMarketCsv dataset={COMPARISON_CSV_DATASET} records={() => comparisonCsvRecords(comparison)} />
      </Flex>
      <DataTable headings={['Metric', ...names]}>
        {comparison.rows.map((row) => (
          <Table.Row key={row.key}>
            <Table.RowHeaderCell>{row.label}</Table.RowHeaderCell>
            {row.values.map((f, i) => (
              <Table.Cell key={`${row.key}-${i}`} className="num">
                <Text as="div" size="2" weight="medium">
                  {formatFigureValue(f, { signed: isChangeFigure(row.key) })}
                </Text>
                <Text as="div" size="1" color="gray">
                  {f.value === null ? (f.note ?? 'Not available') : figureScope(f)}
                  <StaleBadge stale={f.stale} />
                </Text>
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </DataTable>
      {comparison.notes.length ? (
        <Callout.Root color="gray" mt="3" size="1">
          {comparison.notes.map((n) => (
            <Callout.Text key={n}>{n}</Callout.Text>
          ))}
        </Callout.Root>
      ) : null}
    </Card>
  );
}
