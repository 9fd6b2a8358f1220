import { useEffect, useRef, useState } from 'react';
import { AppLink, ButtonLink, Callout, Card, Flex, Heading, PageSpinner, Text } from '@/components/ui';
import { SITE } from '@/config/site';
import { useToast } from '@/hooks/use-toast';
import { usePaymentsConfigured } from '../api/get-payments-configured';

export const PAYMENTS_UNAVAILABLE =
  'Payment System Unavailable: payment processing is not configured. Please contact support.';

/**
 * The shared body of /checkout and /subscribe: asks whether payments are configured, then initialises the
 * payment once and reports that the client secret arrived. Stripe.js (the card form) is not loaded here.
 */
export function PaymentSetup({
  title,
  summary,
  failure,
  initialise,
}: {
  title: string;
  summary: string;
  failure: string;
  initialise: () => Promise<string | null>;
}) {
  const toast = useToast();
  const configured = usePaymentsConfigured();
  const [state, setState] = useState<'idle' | 'working' | 'ready' | 'failed'>('idle');
  const started = useRef(false);

  useEffect(() => {
    if (configured.data?.paymentsConfigured !== true || started.current) return;
    started.current = true;
    setState('working');
    initialise()
      .then((secret) => setState(secret ? 'ready' : 'failed'))
      .catch(() => {
        setState('failed');
        toast({ title: 'Error', description: failure, variant: 'destructive' });
      });
  }, [configured.data, initialise, failure, toast]);

  if (configured.loading) return <PageSpinner label="Checking payment system" />;

  const unavailable = configured.error || configured.data?.paymentsConfigured === false;

  return (
    <div className="page-narrow">
      <Heading as="h1" size="7" mb="2">
        {title}
      </Heading>
      <Text as="p" color="gray" mb="5">
        {summary}
      </Text>
      {unavailable ? (
        <Callout.Root color="amber" highContrast role="alert">
          {/* High contrast: amber text on its tint measured 4.24:1, under the 4.5:1 body text needs. */}
          <Callout.Text>{PAYMENTS_UNAVAILABLE}</Callout.Text>
        </Callout.Root>
      ) : (
        <Card size={{ initial: '2', sm: '3' }}>
          <Flex direction="column" gap="3">
            {state === 'working' ? <Text>Initializing payment...</Text> : null}
            {state === 'ready' ? (
              <>
                <Text weight="bold" color="green">
                  Payment initialized: the payment processor issued a client secret for this payment.
                </Text>
                <Text size="2" color="gray">
                  Note: the secure card form (Stripe.js) cannot be loaded in this environment, so the payment cannot be
                  completed here. Contact <AppLink to="/contact">support</AppLink> or write to {SITE.supportEmail} to
                  finish your purchase.
                </Text>
              </>
            ) : null}
            {state === 'failed' ? <Text color="red">{failure}.</Text> : null}
          </Flex>
        </Card>
      )}
      <Flex mt="5" gap="3">
        <ButtonLink to="/pricing" variant="soft">
          Back to Pricing
        </ButtonLink>
      </Flex>
    </div>
  );
}
