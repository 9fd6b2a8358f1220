import { Button, ButtonLink, Callout, Flex, Heading, Text } from '@/components/ui';

/** Shown when the market answered without any metric for the searched place. */
export function RentalUnavailable({ location, alternatives, onPick }: { location: string; alternatives: readonly string[]; onPick: (alt: string) => void }) {
  return (
    <Callout.Root color="amber" size="3" role="status" data-testid="rental-unavailable">
      <Flex direction="column" gap="2">
        <Heading as="h2" size="4">
          Rental Market Data Unavailable
        </Heading>
        <Text as="p">
          We don&apos;t have rental market data for <strong>{location}</strong> yet. Try a nearby city, the county, or a ZIP code.
        </Text>
        {alternatives.length ? (
          <Flex gap="2" wrap="wrap" align="center">
            <Text size="2">Did you mean:</Text>
            {alternatives.map((alt) => (
              <Button key={alt} type="button" size="1" variant="soft" onClick={() => onPick(alt)}>
                {alt}
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
