import { TRIAL_DAYS, TRIAL_USAGE_LIMIT } from '@realty/proto-schemas';
import { useOpenSignInDialog } from '@/hooks/use-sign-in-dialog';
import { Badge, Button, ButtonLink, Card, Flex, Heading, Text } from '@/components/ui';

/** The visitor's call to action above a tool's demo result. */
export function TrialPitch({ tool }: { tool: string }) {
  const openSignIn = useOpenSignInDialog();
  return (
    <Card size={{ initial: '2', sm: '3' }} className="trial-pitch">
      <Flex
        direction={{ initial: 'column', sm: 'row' }}
        gap="4"
        align={{ initial: 'start', sm: 'center' }}
        justify="between"
      >
        <Flex direction="column" gap="1">
          <Flex gap="2" align="center">
            <Badge color="indigo">Demo</Badge>
            <Heading as="h2" size="4">
              You are viewing a sample result
            </Heading>
          </Flex>
          <Text as="p" size="2" color="gray">
            Start your free trial to run {tool} on your own data: {TRIAL_DAYS} days and {TRIAL_USAGE_LIMIT} analyses
            with all tools and data export. No credit card required, cancel anytime.
          </Text>
        </Flex>
        <Flex gap="2" wrap="wrap" flexShrink="0">
          <Button size="3" onClick={() => openSignIn(tool)}>
            Start Free Trial
          </Button>
          <ButtonLink to="/pricing" size="3" variant="soft">
            See Pricing
          </ButtonLink>
        </Flex>
      </Flex>
    </Card>
  );
}
