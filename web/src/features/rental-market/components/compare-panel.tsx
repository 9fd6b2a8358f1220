import { Card, Flex, Text } from '@/components/ui';
import { useCompareRentalMarkets, type CompareRentalMarketsInput } from '../api/compare-rental-markets';
import { useMarketRequest } from '../hooks/use-market-request';
import { CompareForm } from './compare-form';
import { CompareTable } from './compare-table';
import { MarketRequestError } from './market-request-error';

/** Two to four places side by side, same metrics at the same dates. */
export function ComparePanel() {
  const [compare, { loading }] = useCompareRentalMarkets();
  const {
    result: comparison,
    failure,
    run,
  } = useMarketRequest(
    (input: CompareRentalMarketsInput) => compare({ variables: { locations: input.locations } }),
    (data) => data.compareRentalMarkets,
  );

  return (
    <Flex direction="column" gap="4">
      <Card size={{ initial: '2', sm: '4' }}>
        <CompareForm busy={loading} onSubmit={run} />
        <Text as="p" size="2" color="gray" mt="2">
          Compare two to four ZIP codes, cities, counties or metro areas. Comparisons are included in every plan.
        </Text>
      </Card>
      {failure ? <MarketRequestError message={failure} /> : null}
      {comparison && !failure ? <CompareTable comparison={comparison} /> : null}
    </Flex>
  );
}
