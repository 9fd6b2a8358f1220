import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  ExternalLink,
  Flex,
  Grid,
  Heading,
  InfoCardGrid,
  InputField,
  SectionCard,
  Text,
  TextAreaField,
} from '@/components/ui';
import { SITE } from '@/config/site';
import { useToast } from '@/hooks/use-toast';
import { usePageMeta } from '@/lib/page-meta';
import { useZodForm } from '@/lib/form-fields';
import { contactSchema, useSendContactMessage, type ContactInput } from '../api/send-contact-message';

const FAQ = [
  {
    title: 'Do I need a credit card for the free trial?',
    text: 'No. The trial needs no card and you can cancel anytime; you choose a plan only if you want to continue.',
  },
  {
    title: 'Where does your market data come from?',
    text: 'Home values and rents come from Zillow Research (ZHVI and ZORI). Every result lists its sources and the date of the data.',
  },
  {
    title: 'What counts as an analysis?',
    text: 'Each property analysis and each invoice audit counts as one use. Rental market searches are not metered.',
  },
  {
    title: 'Can I export my results?',
    text: 'Yes. Your dashboard exports your property analyses and invoice audits as CSV files.',
  },
];

const EMPTY: ContactInput = { name: '', email: '', company: '', subject: '', message: '' };

export default function ContactPage() {
  usePageMeta({
    title: 'Contact',
    path: '/contact',
    description: `Questions about ${SITE.name}? Write to us; we reply within 24 hours.`,
  });
  const toast = useToast();
  const [sent, setSent] = useState(false);
  const [send] = useSendContactMessage();
  const {
    field,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useZodForm(contactSchema, EMPTY);

  const onSubmit = async (input: ContactInput) => {
    try {
      // An empty Company is left out rather than sent as null or '': it is optional in the spec.
      const { company, ...rest } = input;
      await send({ variables: { input: company ? { ...rest, company } : rest } });
      toast({
        title: 'Message Sent Successfully',
        description: "Thank you for reaching out. We'll get back to you within 24 hours.",
        variant: 'success',
      });
      reset(EMPTY);
      setSent(true);
    } catch {
      toast({
        title: 'Error Sending Message',
        description: `Please try again or contact us directly at ${SITE.supportEmail}.`,
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="page">
      <Heading as="h1" size="8" mb="2">
        Contact us
      </Heading>
      <Text as="p" color="gray" mb="6">
        Questions about a result, a plan or your account? We reply within 24 hours.
      </Text>
      <Grid columns={{ initial: '1', md: '3' }} gap="6">
        <Box gridColumn={{ md: 'span 2' }}>
          <Card size={{ initial: '2', sm: '4' }}>
            {sent ? (
              <Flex direction="column" align="center" gap="3" py="6" style={{ textAlign: 'center' }}>
                <Heading as="h2" size="6">
                  Thank You!
                </Heading>
                <Text as="p" color="gray">
                  Your message has been sent. We&apos;ll get back to you within 24 hours.
                </Text>
                <Button onClick={() => setSent(false)}>Send Another Message</Button>
              </Flex>
            ) : (
              <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Contact form">
                <Flex direction="column" gap="4">
                  <Grid columns={{ initial: '1', sm: '2' }} gap="4">
                    <InputField label="Name" autoComplete="name" {...field('name')} />
                    <InputField label="Email" type="email" autoComplete="email" {...field('email')} />
                  </Grid>
                  <InputField label="Company (optional)" autoComplete="organization" {...field('company')} />
                  <InputField label="Subject" {...field('subject')} />
                  <TextAreaField label="Message" rows={6} {...field('message')} />
                  <Button type="submit" size="3" disabled={isSubmitting}>
                    {isSubmitting ? 'Sending...' : 'Send Message'}
                  </Button>
                </Flex>
              </form>
            )}
          </Card>
        </Box>
        <Flex direction="column" gap="4">
          <SectionCard level="h2" title="Business hours">
            <Text as="p">{SITE.businessHours}</Text>
            <Text as="p" size="2" color="gray" mt="2">
              We are a remote-first company: our team works from across the US, so there is no office to visit, but
              there is always someone to answer.
            </Text>
          </SectionCard>
          <SectionCard level="h2" title="Email">
            <ExternalLink href={`mailto:${SITE.supportEmail}`} newTab={false}>
              {SITE.supportEmail}
            </ExternalLink>
          </SectionCard>
        </Flex>
      </Grid>
      <Box mt="8">
        <Heading as="h2" size="6" mb="4">
          Frequently asked questions
        </Heading>
        <InfoCardGrid items={FAQ} columns="2" />
      </Box>
    </div>
  );
}
