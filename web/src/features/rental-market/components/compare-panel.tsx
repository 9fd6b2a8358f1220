import { useState } from 'react';
import { Callout, Card, Flex, Text } from '@/components/ui';
import { errorMessage } from '@/lib/graphql-errors';
import { useCompareRentalMarkets, type CompareRentalMarketsInput, type RentalComparisonResult } from '../api/compare-rental-markets';
import { CompareForm } from './compare-form';
import { CompareTable } from './compare-table';

/** Two to four places side by side, same metrics at the same dates. */
export function ComparePanel() {
  const [compare, { loading }] = useCompareRentalMarkets();
  const [comparison, setComparison] = useState<RentalComparisonResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (input: CompareRentalMarketsInput) => {
    setFailure(null);
    try {
      const { data, error } = await compare({ variables: { locations: input.locations } });
      if (error) throw error;
      if (!data) throw new Error('Failed to fetch rental market data');
      setComparison(data.compareRentalMarkets);
    } catch (error) {
      setComparison(null);
      setFailure(errorMessage(error, 'Failed to fetch rental market data'));
    }
  };

  return (
    <Flex direction="column" gap="4">
      <Card size={{ initial: '2', sm: '4' }}>
        <CompareForm busy={loading} onSubmit={run} />
        <Text as="p" size="2" color="gray" mt="2">
          Compare two to four ZIP codes, cities, counties or metro areas. Comparisons are included in every plan.
        </Text>
      </Card>
      {failure ? (
        <Callout.Root color="red" role="alert" data-testid="rental-error">
          <Callout.Text>{failure}</Callout.Text>
        </Callout.Root>
      ) : null}
      {comparison && !failure ? <CompareTable comparison={comparison} /> : null}
    </Flex>
  );
}
