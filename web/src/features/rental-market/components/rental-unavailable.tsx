import { Button, ButtonLink, Callout, Flex, Heading, Text } from '@/components/ui';

export interface UnavailableCandidate {
  label: string;
  query: string;
}

/** Shown when the market answered without any metric for the searched place. */
export function RentalUnavailable({
  location,
  alternatives,
  reason,
  onPick,
}: {
  location: string;
  alternatives: readonly UnavailableCandidate[];
  reason?: string | null;
  onPick: (query: string) => void;
}) {
  return (
    <Callout.Root color="amber" size="3" role="status" data-testid="rental-unavailable">
      <Flex direction="column" gap="2">
        <Heading as="h2" size="4">
          Rental Market Data Unavailable
        </Heading>
        <Text as="p">
          We don&apos;t have rental market data for <strong>{location}</strong> yet. Try a nearby city, the county, or a
          ZIP code.
        </Text>
        {reason ? (
          <Text as="p" size="2">
            {reason}
          </Text>
        ) : null}
        {alternatives.length ? (
          <Flex gap="2" wrap="wrap" align="center">
            <Text size="2">Did you mean:</Text>
            {alternatives.map((alt) => (
              <Button key={alt.query} type="button" size="1" variant="soft" onClick={() => onPick(alt.query)}>
                {alt.label}
              </Button>
            ))}
          </Flex>
        ) : null}
        <Text as="p" size="2">
          In the meantime, our other tools work for any address:
        </Text>
        <Flex gap="2" wrap="wrap">
          <ButtonLink to="/property-analyzer" variant="soft">
            Property Analyzer
          </ButtonLink>
          <ButtonLink to="/invoice-checker" variant="soft">
            Invoice Checker
          </ButtonLink>
        </Flex>
      </Flex>
    </Callout.Root>
  );
}
