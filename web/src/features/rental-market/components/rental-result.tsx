import { DataSources, ZILLOW_ATTRIBUTION } from '@/components/tools/data-sources';
import { Box, Card, Flex, Grid, Heading, Text } from '@/components/ui';
import type { RentalMarketResult } from '../api/get-rental-market';
import { marketCsvRecords, MARKET_CSV_DATASET } from '../utils/market-csv';
import { BedroomRentsCard } from './bedroom-rents-card';
import { DownloadMarketCsv } from './download-market-csv';
import { FigureTile } from './figure-tile';
import { FreshnessCard } from './freshness-card';
import { HomeTypeCard } from './home-type-card';
import { MarketSpeedCard } from './market-speed-card';
import { MethodologyCard, metricLabel } from './methodology-card';
import { PlaceHeader } from './place-header';
import { RentTrendsCard } from './rent-trends-card';
import { ValueContextCard } from './value-context-card';

/** The dashboard for one geography: every figure below names its own geography and period. */
export function RentalResult({
  market,
  onSearch,
  demo = false,
}: {
  market: RentalMarketResult;
  onSearch?: (query: string) => void;
  demo?: boolean;
}) {
  return (
    <Flex direction="column" gap="4" data-testid="rental-result">
      <PlaceHeader
        market={market}
        onSearch={onSearch}
        actions={
          demo ? null : <DownloadMarketCsv dataset={MARKET_CSV_DATASET} records={() => marketCsvRecords(market)} />
        }
      />
      <Card size={{ initial: '2', sm: '4' }}>
        <Flex direction="column" gap="3">
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

      <Grid columns={{ initial: '1', xs: '2', md: '5' }} gap="3">
        {market.figures.map((f) => (
          <FigureTile key={f.key} figure={f} label={metricLabel(f.key)} />
        ))}
      </Grid>

      <Grid columns={{ initial: '1', md: '2' }} gap="4">
        <RentTrendsCard market={market} />
        <BedroomRentsCard rows={market.bedroomRents} />
      </Grid>
      <Grid columns={{ initial: '1', md: '2' }} gap="4">
        <MarketSpeedCard snapshots={market.marketSpeed} />
        <HomeTypeCard market={market} />
      </Grid>
      <ValueContextCard figures={market.valueContext} />
      <FreshnessCard freshness={market.freshness} />
      <MethodologyCard market={market} />
      {market.sources.length ? <DataSources sources={market.sources} /> : null}
      <Text size="1" color="gray">
        {ZILLOW_ATTRIBUTION}. Listing data: Realtor.com Economic Research. Fair Market Rents: HUD USER. Housing
        characteristics: U.S. Census Bureau ACS.
      </Text>
    </Flex>
  );
}
