import { useState } from 'react';
import { TrialPitch } from '@/components/tools/trial-pitch';
import { Box, Card, Flex, Tabs, Text } from '@/components/ui';
import { useOpenSignInDialog } from '@/hooks/use-sign-in-dialog';
import { usePageMeta } from '@/lib/page-meta';
import { useSession } from '@/lib/session/use-session';
import { hasMarketData, useRentalMarketSearch, type RentalMarketInput } from '../api/get-rental-market';
import { DEMO_MARKET } from '../demo/demo-market';
import { useMarketRequest } from '../hooks/use-market-request';
import { ComparePanel } from './compare-panel';
import { LocationForm } from './location-form';
import { MarketRequestError } from './market-request-error';
import { RentalResult } from './rental-result';
import { RentalUnavailable } from './rental-unavailable';
import { ToolPageHeader } from '@/components/tools/tool-page-header';

const TOOL = 'Rental Market Dashboard';

function MemberDashboard() {
  const [search, { loading }] = useRentalMarketSearch();
  const [searched, setSearched] = useState('');
  const {
    result: market,
    failure,
    run: read,
  } = useMarketRequest(
    ({ location }: RentalMarketInput) => search({ variables: { location } }),
    (data) => data.rentalMarket,
  );
  const run = async (input: RentalMarketInput) => {
    setSearched(input.location);
    await read(input);
  };

  return (
    <Flex direction="column" gap="4">
      <Card size={{ initial: '2', sm: '4' }}>
        <LocationForm busy={loading} onSubmit={run} value={searched} />
        <Text as="p" size="2" color="gray" mt="2">
          Market searches are included in every plan and do not count toward your analyses.
        </Text>
      </Card>
      {failure ? <MarketRequestError message={failure} /> : null}
      {market && !failure ? (
        hasMarketData(market) ? (
          <RentalResult market={market} onSearch={(query) => void run({ location: query })} />
        ) : (
          <RentalUnavailable
            location={searched || market.location}
            alternatives={market.candidates.map((c) => ({ label: c.name, query: c.query }))}
            reason={market.resolved ? null : market.dataSources.methodology}
            onPick={(query) => void run({ location: query })}
          />
        )
      ) : null}
    </Flex>
  );
}

export default function RentalMarketPage() {
  usePageMeta({
    title: TOOL,
    path: '/rental-market',
    description:
      'Average and median rents, rent trends, occupancy and price per square foot for any US city, county or ZIP code.',
  });
  const session = useSession();
  const openSignIn = useOpenSignInDialog();

  return (
    <div className="page">
      <ToolPageHeader
        title={TOOL}
        lead="Rent by bedrooms and home type, trends, market speed and occupancy for a ZIP code, city, county or metro area, each figure with its geography and month."
      />
      {session.status === 'authenticated' ? (
        <Tabs.Root defaultValue="search">
          <Tabs.List aria-label="Rental market views">
            <Tabs.Trigger value="search">Search</Tabs.Trigger>
            <Tabs.Trigger value="compare">Compare</Tabs.Trigger>
          </Tabs.List>
          <Box pt="4">
            <Tabs.Content value="search">
              <MemberDashboard />
            </Tabs.Content>
            <Tabs.Content value="compare">
              <ComparePanel />
            </Tabs.Content>
          </Box>
        </Tabs.Root>
      ) : (
        <Flex direction="column" gap="4">
          <TrialPitch tool={TOOL} />
          <Card size={{ initial: '2', sm: '3' }}>
            <LocationForm busy={false} onSubmit={() => openSignIn(TOOL)} />
          </Card>
          <RentalResult market={DEMO_MARKET} demo />
        </Flex>
      )}
    </div>
  );
}
