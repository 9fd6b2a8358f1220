import { DataTable, SectionCard, Table, Text } from '@/components/ui';
import type { RentalMarketResult } from '../api/get-rental-market';
import { figureScope, formatFigureValue } from '../utils/figure-format';
import { scopedHeadings } from './stale-badge';

type Row = RentalMarketResult['bedroomRents'][number];
type Column = { key: 'smallAreaFmr' | 'fmr' | 'zoriBased'; title: string };

const COLUMNS: Column[] = [
  { key: 'zoriBased', title: 'Asking rent (ZORI-based)' },
  { key: 'fmr', title: 'HUD Fair Market Rent' },
  { key: 'smallAreaFmr', title: 'HUD Small Area FMR' },
];

/** Rent by bedroom count, studio to 4 bedrooms; each column names its geography and year in its header. */
export function BedroomRentsCard({ rows }: { rows: readonly Row[] }) {
  const first = rows[0];
  if (!first) return null;
  const shown = COLUMNS.filter((c) => rows.some((r) => r[c.key].value !== null));
  const missing = COLUMNS.filter((c) => !shown.includes(c));
  return (
    <SectionCard title="Rent by bedrooms">
      <DataTable
        headings={scopedHeadings(
          'Bedrooms',
          shown.map(({ key, title }) => ({ title, scope: figureScope(first[key]), stale: first[key].stale })),
        )}
      >
        {rows.map((r) => (
          <Table.Row key={r.bedrooms}>
            <Table.RowHeaderCell>{r.label}</Table.RowHeaderCell>
            {shown.map((c) => (
              <Table.Cell key={c.key} className="num">
                {formatFigureValue(r[c.key])}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </DataTable>
      <Text as="p" size="1" color="gray" mt="2">
        HUD rents are the 40th-percentile gross rent (rent plus utilities) of standard units. Zillow publishes no rent
        index by bedrooms, so the ZORI-based column applies HUD&apos;s ratio of each size to 2 bedrooms to the typical
        asking rent.
      </Text>
      {missing.map((c) => (
        <Text as="p" size="1" color="gray" key={c.key}>
          {c.title}: {first[c.key].note}
        </Text>
      ))}
    </SectionCard>
  );
}
