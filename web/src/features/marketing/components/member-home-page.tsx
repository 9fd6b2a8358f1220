import { planQuota, TRIAL_USAGE_LIMIT } from '@realty/proto-schemas';
import { Badge, ButtonLink, Flex, Heading, Text } from '@/components/ui';
import { formatDate } from '@/lib/format';
import { usePageMeta } from '@/lib/page-meta';
import { ToolCards } from './tool-card';
import { PLAN_UNKNOWN_TEXT, planKnown, planLabel } from '@/lib/session/usage';
import type { SessionUser } from '@/lib/session/use-session';

const QUICK_LINKS = [
  {
    to: '/property-analyzer',
    title: 'Property Analyzer',
    text: 'Value, rent, cap rate, ROI and risk for an address.',
    metered: true,
  },
  {
    to: '/invoice-checker',
    title: 'Invoice Checker',
    text: 'Catch duplicate charges, excessive fees and math errors.',
    metered: true,
  },
  {
    to: '/rental-market',
    title: 'Rental Market Dashboard',
    text: 'Rents, trends and occupancy for a city or ZIP code.',
    metered: false,
  },
];

function usageLine(user: SessionUser): string {
  if (!planKnown(user)) return PLAN_UNKNOWN_TEXT;
  const quota = user.quota ?? planQuota(user.planType);
  if (quota === null) return `Unlimited analyses this month (${user.usageCount} used).`;
  const remaining = Math.max(0, quota - user.usageCount);
  return `${user.usageCount} of ${quota} analyses used, ${remaining} left${user.planType === 'trial' ? ' in your trial' : ' this month'}.`;
}

/** The signed-in home: where to go next and how much of the plan is left. */
export default function MemberHomePage({ user }: { user: SessionUser }) {
  usePageMeta({ title: 'Home', path: '/', noindex: true });
  const firstName = user.firstName.trim() || 'User';
  const plan = planLabel(user);

  return (
    <div className="page">
      <Flex direction="column" gap="2" mb="6">
        <Heading as="h1" size="8">
          Hello, {firstName}
        </Heading>
        <Flex gap="2" align="center" wrap="wrap">
          <Badge size="2" color="indigo">
            {plan}
          </Badge>
          <Text color="gray">{usageLine(user)}</Text>
          {user.planType === 'trial' && user.trialEndDate ? (
            <Text color="gray">
              Trial ends {formatDate(user.trialEndDate)} ({user.trialDaysLeft} day{user.trialDaysLeft === 1 ? '' : 's'}{' '}
              left).
            </Text>
          ) : null}
        </Flex>
      </Flex>
      <ToolCards
        headingAs="h2"
        cards={QUICK_LINKS.map(({ metered, ...link }) => ({
          ...link,
          note: metered ? 'Counts toward your plan’s analyses.' : 'Not metered.',
          cta: `Open ${link.title}`,
        }))}
      />
      <Flex gap="3" mt="6" wrap="wrap">
        <ButtonLink to="/dashboard" variant="soft">
          Go to your dashboard
        </ButtonLink>
        {user.planType === 'trial' ? (
          <ButtonLink to="/pricing" variant="outline">
            Upgrade (trial includes {TRIAL_USAGE_LIMIT} analyses)
          </ButtonLink>
        ) : null}
      </Flex>
    </div>
  );
}
