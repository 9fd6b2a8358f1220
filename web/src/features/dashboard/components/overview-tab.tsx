import { Box, ButtonLink, Card, Flex, Grid, Heading, Progress, Text } from '@/components/ui';
import { formatDate } from '@/lib/format';
import { PLAN_UNKNOWN_TEXT, usageSummary } from '@/lib/session/usage';
import type { SessionUser } from '@/lib/session/use-session';

function CountCard({
  label,
  count,
  loading,
  onOpen,
}: {
  label: string;
  count: number;
  loading: boolean;
  onOpen: () => void;
}) {
  return (
    <Card size={{ initial: '2', sm: '3' }} asChild className="clickable-card">
      {/* Named by its visible text, so what is read out and what voice control needs is what is shown. */}
      <button type="button" onClick={onOpen} aria-busy={loading}>
        <Text as="div" size="2" color="gray">
          {label}
        </Text>
        <Text as="div" size="8" weight="bold" className="num">
          {loading ? '…' : count}
        </Text>
        <Text as="div" size="1" color="indigo">
          View history <span aria-hidden>→</span>
        </Text>
      </button>
    </Card>
  );
}

function UsageCard({ user }: { user: SessionUser }) {
  const usage = usageSummary(user);
  if (!usage) {
    return (
      <Card size={{ initial: '2', sm: '3' }}>
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4">
            Monthly Usage
          </Heading>
          <Text size="2" color="gray" data-testid="usage-text">
            {PLAN_UNKNOWN_TEXT}
          </Text>
        </Flex>
      </Card>
    );
  }
  const period = user.planType === 'trial' ? 'in your trial' : 'this month';
  return (
    <Card size={{ initial: '2', sm: '3' }}>
      <Flex direction="column" gap="3">
        <Flex justify="between" align="baseline" wrap="wrap" gap="2">
          <Heading as="h2" size="4">
            Monthly Usage
          </Heading>
          <Text size="2" color="gray" data-testid="usage-text">
            {usage.quota === null
              ? `${usage.used} analyses used · Unlimited`
              : `${usage.used} / ${usage.quota} analyses used ${period}`}
          </Text>
        </Flex>
        {usage.quota === null ? (
          <Text size="2" color="green">
            Unlimited
          </Text>
        ) : (
          <Progress
            value={usage.percent}
            size="3"
            aria-label="Usage this period"
            color={usage.percent >= 100 ? 'red' : usage.percent >= 80 ? 'amber' : undefined}
          />
        )}
        <Text size="2" color="gray">
          {usage.remaining === null ? 'No monthly limit on your plan.' : `${usage.remaining} remaining ${period}.`}
          {user.planType === 'trial' && user.trialEndDate
            ? ` Trial ends ${formatDate(user.trialEndDate)} (${user.trialDaysLeft} day${user.trialDaysLeft === 1 ? '' : 's'} left).`
            : ''}
        </Text>
      </Flex>
    </Card>
  );
}

export function OverviewTab({
  user,
  propertyCount,
  invoiceCount,
  loading,
  onOpenTab,
}: {
  user: SessionUser;
  propertyCount: number;
  invoiceCount: number;
  loading: boolean;
  onOpenTab: (tab: 'properties' | 'invoices') => void;
}) {
  return (
    <Flex direction="column" gap="4">
      <UsageCard user={user} />
      <Grid columns={{ initial: '1', sm: '2' }} gap="4">
        <CountCard
          label="Property Analyses"
          count={propertyCount}
          loading={loading}
          onOpen={() => onOpenTab('properties')}
        />
        <CountCard label="Invoice Audits" count={invoiceCount} loading={loading} onOpen={() => onOpenTab('invoices')} />
      </Grid>
      <Card size={{ initial: '2', sm: '3' }}>
        <Heading as="h2" size="4" mb="3">
          Quick Actions
        </Heading>
        <Flex gap="3" wrap="wrap">
          <ButtonLink to="/property-analyzer">Analyze Property</ButtonLink>
          <ButtonLink to="/invoice-checker" variant="soft">
            Audit Invoice
          </ButtonLink>
          <Box>
            <ButtonLink to="/rental-market" variant="outline">
              Rental Market
            </ButtonLink>
          </Box>
        </Flex>
      </Card>
    </Flex>
  );
}
