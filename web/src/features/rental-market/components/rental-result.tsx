import { DataSources, ZILLOW_ATTRIBUTION } from '@/components/tools/data-sources';
import { Box, Card, Flex, Grid, Heading, StatTile, Table, Text } from '@/components/ui';
import { formatChange, formatCurrency, formatNumber, formatPercent } from '@/lib/format';
import { occupancyPercent, type RentalMarketResult } from '../api/get-rental-market';
import { RentTrendChart } from './rent-trend-chart';

function trendColor(change: number | null): 'green' | 'red' | 'gray' {
  if (change === null || Math.round(change * 10) === 0) return 'gray';
  return change > 0 ? 'green' : 'red';
}

export function RentalResult({ market }: { market: RentalMarketResult }) {
  const place = market.resolved ? `${market.resolved.name}${market.resolved.state ? `, ${market.resolved.state}` : ''}` : market.location;
  return (
    <Flex direction="column" gap="4" data-testid="rental-result">
      <Card size={{ initial: '2', sm: '4' }}>
        <Flex direction="column" gap="3">
          <Heading as="h2" size="6">
            Rental market: {place}
          </Heading>
          {market.resolved?.note ? (
            <Text size="2" color="gray">
              {market.resolved.note}
            </Text>
          ) : null}
          <Heading as="h3" size="4">
            AI Market Summary
          </Heading>
          <Text as="p">{market.aiSummary.summary}</Text>
          {market.aiSummary.keyInsights.length ? (
            <Box>
              <Text weight="bold" size="2">
                Key insights
              </Text>
              <ul className="bullets">
                {market.aiSummary.keyInsights.map((insight) => (
                  <li key={insight}>
                    <Text size="2">{insight}</Text>
                  </li>
                ))}
              </ul>
            </Box>
          ) : null}
          <Text as="p" size="2">
            <Text weight="bold">Market outlook: </Text>
            {market.aiSummary.marketOutlook}
          </Text>
        </Flex>
      </Card>

      <Grid columns={{ initial: '2', md: '5' }} gap="3">
        <StatTile label="Average Rent" value={formatCurrency(market.averageRent)} />
        <StatTile label="Median Rent" value={formatCurrency(market.medianRent)} />
        <StatTile label="Occupancy Rate" value={formatPercent(occupancyPercent(market.occupancyRate))} />
        <StatTile label="Available Units" value={formatNumber(market.inventoryCount)} />
        <StatTile label="Price per Sq Ft" value={formatCurrency(market.pricePerSqft)} />
      </Grid>

      <Grid columns={{ initial: '1', md: '2' }} gap="4">
        <Card size={{ initial: '2', sm: '3' }}>
          <Heading as="h3" size="4" mb="3">
            Rental Trends
          </Heading>
          <RentTrendChart trends={market.rentTrends} />
          <Table.Root size="1" mt="3">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>Period</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Average rent</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Change</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {market.rentTrends.map((t) => (
                <Table.Row key={t.period}>
                  <Table.Cell>{t.period}</Table.Cell>
                  <Table.Cell className="num">{formatCurrency(t.averageRent)}</Table.Cell>
                  <Table.Cell className="num">
                    <Text color={trendColor(t.changePercent)} data-trend={trendColor(t.changePercent)}>
                      {t.changePercent === null ? '-' : `${t.changePercent > 0 ? '▲' : t.changePercent < 0 ? '▼' : ''} ${formatChange(t.changePercent)}`}
                    </Text>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Card>
        <Card size={{ initial: '2', sm: '3' }}>
          <Heading as="h3" size="4" mb="3">
            Popular Property Types
          </Heading>
          <Flex direction="column" gap="3" asChild>
            <ul className="plain-list">
              {market.popularPropertyTypes.map((p) => (
                <li key={p.type}>
                  <Flex justify="between" gap="2">
                    <Text size="2" weight="medium">
                      {p.type}
                    </Text>
                    <Text size="2" className="num">
                      {formatPercent(p.percentage)}
                      {p.averageRent !== null ? ` · ${formatCurrency(p.averageRent)}/mo` : ''}
                    </Text>
                  </Flex>
                  <div className="bar-track" aria-hidden>
                    <div className="bar-fill" style={{ width: `${Math.min(100, p.percentage)}%` }} />
                  </div>
                </li>
              ))}
            </ul>
          </Flex>
        </Card>
      </Grid>

      <Card size={{ initial: '2', sm: '3' }}>
        <Heading as="h3" size="4" mb="2">
          Data Sources &amp; Methodology
        </Heading>
        <Grid columns={{ initial: '1', md: '2' }} gap="4">
          <Flex direction="column" gap="2">
            <Text size="2">
              <Text weight="bold">Primary: </Text>
              {market.dataSources.primary}
            </Text>
            <Text size="2">
              <Text weight="bold">Secondary: </Text>
              {market.dataSources.secondary}
            </Text>
            <Text size="2">
              <Text weight="bold">Methodology: </Text>
              {market.dataSources.methodology}
            </Text>
          </Flex>
          <Flex direction="column" gap="2" asChild>
            <dl style={{ margin: 0 }}>
              {market.dataGeneration.map((m) => (
                <div key={m.metric}>
                  <Text as="div" size="2" weight="bold">
                    <dt>{m.metric}</dt>
                  </Text>
                  <Text as="div" size="2" color="gray">
                    <dd style={{ margin: 0 }}>{m.explanation}</dd>
                  </Text>
                </div>
              ))}
            </dl>
          </Flex>
        </Grid>
      </Card>
      {market.sources.length ? <DataSources sources={market.sources} /> : null}
      <Text size="1" color="gray">
        {ZILLOW_ATTRIBUTION}
      </Text>
    </Flex>
  );
}
