import { DataTable, SectionCard, Table, Text } from '@/components/ui';
import { formatChange, formatCurrency } from '@/lib/format';
import { formatMonth } from '@/lib/format-date';
import type { RentalMarketResult } from '../api/get-rental-market';
import { RentTrendChart } from './rent-trend-chart';

function trendColor(change: number | null): 'green' | 'red' | 'gray' {
  if (change === null || Math.round(change * 10) === 0) return 'gray';
  return change > 0 ? 'green' : 'red';
}

/** Rental trends by month with the change (green up, red down), for the same series as the headline rent. */
export function RentTrendsCard({ market }: { market: RentalMarketResult }) {
  const trends = market.rentTrends;
  return (
    <SectionCard
      title="Rental Trends"
      introTestId="trend-scope"
      intro={
        market.trendGeography
          ? `Zillow ZORI, ${market.trendGeography}${trends.length ? `, ${formatMonth(trends[0]?.period)} to ${formatMonth(trends.at(-1)?.period)}` : ''}`
          : 'No Zillow rent series with monthly history covers this place.'
      }
    >
      <RentTrendChart trends={trends} geography={market.trendGeography} />
      <DataTable headings={['Period', 'Average rent', 'Change']} mt="3">
        {trends.map((t) => (
          <Table.Row key={t.period}>
            <Table.Cell>{formatMonth(t.period)}</Table.Cell>
            <Table.Cell className="num">{formatCurrency(t.averageRent)}</Table.Cell>
            <Table.Cell className="num">
              <Text color={trendColor(t.changePercent)} data-trend={trendColor(t.changePercent)}>
                {t.changePercent === null
                  ? '-'
                  : `${t.changePercent > 0 ? '▲' : t.changePercent < 0 ? '▼' : ''} ${formatChange(t.changePercent)}`}
              </Text>
            </Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
    </SectionCard>
  );
}
