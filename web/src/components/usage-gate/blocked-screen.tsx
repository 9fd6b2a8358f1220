import { ButtonLink, Card, Flex, Heading, LockIcon, Text } from '@/components/ui';
import { usageRefusalCopy } from '@realty/proto-schemas';

/** Shown instead of a metered tool when the usage gate refuses; the server's reason always wins. */
export function BlockedScreen({ reason, tool }: { reason: string; tool: string }) {
  const copy = usageRefusalCopy(reason);
  return (
    <Card size={{ initial: '2', sm: '4' }} className="blocked-screen" data-testid="blocked-screen" data-reason={reason}>
      <Flex direction="column" align="center" gap="4" style={{ textAlign: 'center' }}>
        <div className="blocked-icon">
          <LockIcon />
        </div>
        <Heading as="h2" size="6">
          {copy.title}
        </Heading>
        <Text as="p" color="gray" style={{ maxWidth: 520 }}>
          {copy.message}
        </Text>
        <Text as="p" size="2" color="gray">
          {tool} is paused for your account until you upgrade.
        </Text>
        <ButtonLink to="/pricing" size="3">
          {copy.button}
        </ButtonLink>
      </Flex>
    </Card>
  );
}
