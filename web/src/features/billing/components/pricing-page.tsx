import { PLAN_TYPES, PLANS, TRIAL_DAYS } from '@realty/proto-schemas';
import { Badge, Button, ButtonLink, Card, Flex, Grid, Heading, Text } from '@/components/ui';
import { usePageMeta } from '@/lib/page-meta';
import { useSession } from '@/lib/session/use-session';
import { formatPrice } from './price';

/** Pricing built from the plan catalogue the server enforces (PLANS), not from static text. */
export default function PricingPage() {
  usePageMeta({
    title: 'Pricing',
    path: '/pricing',
    description: `Start with a ${TRIAL_DAYS}-day free trial, then choose Basic, Pro or Enterprise.`,
  });
  const session = useSession();
  const currentPlan = session.user?.subscriptionStatus === 'active' ? session.user.planType : null;

  return (
    <div className="page">
      <Flex direction="column" align="center" gap="2" mb="7" style={{ textAlign: 'center' }}>
        <Heading as="h1" size="8">
          Simple, transparent pricing
        </Heading>
        <Text as="p" size="4" color="gray">
          Start free for {TRIAL_DAYS} days. No credit card required, cancel anytime.
        </Text>
      </Flex>
      <Grid columns={{ initial: '1', sm: '2', lg: '4' }} gap="4" align="stretch">
        {PLAN_TYPES.map((type) => {
          const plan = PLANS[type];
          const isCurrent = currentPlan === type;
          return (
            <Card
              key={type}
              size="3"
              className={plan.mostPopular ? 'pricing-popular' : undefined}
              data-testid={`plan-${type}`}
            >
              <Flex direction="column" gap="3" height="100%">
                <Flex justify="between" align="center" gap="2">
                  <Heading as="h2" size="5">
                    {plan.name}
                  </Heading>
                  {plan.mostPopular ? (
                    <Badge color="indigo" variant="solid">
                      Most Popular
                    </Badge>
                  ) : null}
                </Flex>
                <Text size="2" color="gray">
                  {plan.tagline}
                </Text>
                <Flex align="baseline" gap="1">
                  <Text size="8" weight="bold">
                    {formatPrice(plan.priceMonthly)}
                  </Text>
                  <Text color="gray">{plan.trialDays ? `for ${plan.trialDays} days` : '/month'}</Text>
                </Flex>
                <ul className="bullets" style={{ flex: 1 }}>
                  {plan.features.map((feature) => (
                    <li key={feature}>
                      <Text size="2">{feature}</Text>
                    </li>
                  ))}
                </ul>
                {isCurrent ? (
                  <Button disabled variant="soft">
                    Current Plan
                  </Button>
                ) : plan.purchasable ? (
                  <ButtonLink to={`/subscribe?plan=${type}`} variant={plan.mostPopular ? 'solid' : 'soft'}>
                    Choose {plan.name}
                  </ButtonLink>
                ) : (
                  <ButtonLink to="/auth/signup" variant="outline">
                    Start Free Trial
                  </ButtonLink>
                )}
              </Flex>
            </Card>
          );
        })}
      </Grid>
      <Text as="p" size="2" color="gray" align="center" mt="6">
        An analysis is one property analysis or one invoice audit. Rental market searches are included in every plan.
      </Text>
    </div>
  );
}
