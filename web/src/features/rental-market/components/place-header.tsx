import { Badge, Button, Card, Flex, Heading, Text } from '@/components/ui';
import { formatNumber } from '@/lib/format';
import type { RentalMarketResult } from '../api/get-rental-market';

const KIND_LABEL: Record<string, string> = { zip: 'ZIP code', city: 'City', county: 'County', metro: 'Metro area' };

/**
 * The view's one geography, stated once, with how the text was read (nickname, spelling) and one-click
 * searches for the larger places that contain it and for the other places the text could mean.
 */
export function PlaceHeader({
  market,
  onSearch,
  actions,
}: {
  market: RentalMarketResult;
  onSearch?: (query: string) => void;
  actions?: React.ReactNode;
}) {
  const place = market.place;
  const title = place?.header ?? market.location;
  return (
    <Card size={{ initial: '2', sm: '4' }}>
      <Flex direction="column" gap="3">
        <Flex justify="between" align="start" gap="3" wrap="wrap">
          <Flex direction="column" gap="1">
            <Heading as="h2" size="6">
              Rental market: {title}
            </Heading>
            {place ? (
              <Text size="2" color="gray">
                {KIND_LABEL[place.kind] ?? place.kind}
                {place.households !== null && place.households !== undefined
                  ? ` · ${formatNumber(place.households)} households`
                  : ''}
                {place.population !== null && place.population !== undefined
                  ? ` · population ${formatNumber(place.population)}`
                  : ''}
                {place.matchedBy !== 'name' ? ' · ' : ''}
                {place.matchedBy === 'nickname' ? <Badge size="1">nickname</Badge> : null}
                {place.matchedBy === 'spelling' ? <Badge size="1">closest spelling</Badge> : null}
              </Text>
            ) : null}
          </Flex>
          {actions}
        </Flex>
        {market.resolved?.note ? (
          <Text size="2" color="gray" data-testid="resolution-note">
            {market.resolved.note}
          </Text>
        ) : null}
        {market.relatedPlaces.length && onSearch ? (
          <Flex gap="2" wrap="wrap" align="center" data-testid="related-places">
            <Text size="2">Also see:</Text>
            {market.relatedPlaces.map((p) => (
              <Button key={p.query} type="button" size="1" variant="soft" onClick={() => onSearch(p.query)}>
                {p.label}
              </Button>
            ))}
          </Flex>
        ) : null}
        {market.candidates.length && onSearch ? (
          <Flex gap="2" wrap="wrap" align="center" data-testid="place-candidates">
            <Text size="2">{place ? 'Did you mean:' : 'Try one of these:'}</Text>
            {market.candidates.map((c) => (
              <Button key={c.query} type="button" size="1" variant="outline" onClick={() => onSearch(c.query)}>
                {c.name}
                {c.households !== null && c.households !== undefined
                  ? ` (${formatNumber(c.households)} households)`
                  : ''}
              </Button>
            ))}
          </Flex>
        ) : null}
      </Flex>
    </Card>
  );
}
