import { PLANS, TRIAL_DAYS, TRIAL_USAGE_LIMIT } from '@realty/proto-schemas';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Box,
  Button,
  ButtonLink,
  Card,
  ChartIcon,
  Flex,
  Heading,
  HomeIcon,
  InfoCardGrid,
  ReceiptIcon,
  Text,
  TextFieldRoot,
} from '@/components/ui';
import { usePageMeta } from '@/lib/page-meta';
import { ToolCards, type ToolCardContent } from './tool-card';

// Below the fold: its own chunk, so it never delays the first paint.
const ComputedExamples = lazy(() => import('./computed-examples'));

const FEATURES: ToolCardContent[] = [
  {
    icon: <HomeIcon />,
    title: 'Property Analytics',
    text: 'Estimated value and rent with ranges, cap rate, cash-on-cash return, IRR and a risk score for any US address.',
    to: '/property-analyzer',
    cta: 'Analyze a property',
    ctaVariant: 'soft',
  },
  {
    icon: <ReceiptIcon />,
    title: 'Invoice Auditing',
    text: 'Paste or upload a contractor or management invoice and catch duplicate charges, excessive fees and math errors.',
    to: '/invoice-checker',
    cta: 'Audit an invoice',
    ctaVariant: 'soft',
  },
  {
    icon: <ChartIcon />,
    title: 'Rental Market Analysis',
    text: 'Average and median rents, rent trends, occupancy and price per square foot for a city, county or ZIP code.',
    to: '/rental-market',
    cta: 'Explore a market',
    ctaVariant: 'soft',
  },
];

const TOOLS = [
  {
    title: 'Market Analysis',
    text: 'Home values and rents from Zillow Research (ZHVI/ZORI), with the trend behind them.',
  },
  {
    title: 'ROI Calculations',
    text: 'Cap rate, cash flow, cash-on-cash, DSCR and 5- and 10-year IRR, each with its formula.',
  },
  {
    title: 'Risk Assessment',
    text: 'A 0-100 risk score built from parts you can read: price trend, rent coverage, leverage.',
  },
];

export default function LandingPage() {
  usePageMeta({
    title: 'RealtyLens: AI real estate analytics for investors',
    path: '/',
    description:
      'Unlock your property’s potential with AI: investment analysis, invoice auditing and rental market data for investors, agents and property managers.',
  });
  const navigate = useNavigate();
  const [address, setAddress] = useState('');

  const search = (event: FormEvent) => {
    event.preventDefault();
    const query = address.trim();
    navigate(query ? `/property-analyzer?address=${encodeURIComponent(query)}` : '/property-analyzer');
  };

  return (
    <>
      <section className="hero">
        <Flex direction="column" align="center" gap="4">
          <Text size="2" weight="medium" color="indigo">
            AI-assisted real estate analytics
          </Text>
          <Heading as="h1" size={{ initial: '8', md: '9' }}>
            Unlock Your Property&apos;s Potential with AI
          </Heading>
          <Text as="p" size="4" color="gray" style={{ maxWidth: 640 }}>
            Analyze investments, audit invoices and read rental markets in minutes, with a source and a formula behind
            every number.
          </Text>
          <Flex gap="3" wrap="wrap" justify="center">
            <ButtonLink to="/property-analyzer" size="3">
              Try Property Analyzer
            </ButtonLink>
            <ButtonLink to="/pricing" size="3" variant="soft">
              See Pricing
            </ButtonLink>
            <ButtonLink to="/auth/signup" size="3" variant="outline">
              Start Free Trial
            </ButtonLink>
          </Flex>
          <form role="search" className="hero-search" onSubmit={search} aria-label="Search a property">
            <Flex gap="2" direction={{ initial: 'column', xs: 'row' }}>
              <Box flexGrow="1">
                <TextFieldRoot
                  size="3"
                  aria-label="Property address"
                  placeholder="Enter an address, e.g. 500 E 5th St, Austin, TX"
                  value={address}
                  onChange={(e) => setAddress(e.target.value)}
                />
              </Box>
              <Button type="submit" size="3">
                Analyze
              </Button>
            </Flex>
          </form>
          <Text size="2" color="gray">
            {TRIAL_DAYS}-day free trial with {TRIAL_USAGE_LIMIT} analyses. No credit card required.
          </Text>
        </Flex>
      </section>

      <div className="page">
        <Heading as="h2" size="7" align="center" mb="2">
          Everything an investor needs to decide
        </Heading>
        <Text as="p" align="center" color="gray" mb="6">
          Three tools that share one principle: show the numbers and where they came from.
        </Text>
        <ToolCards headingAs="h3" cards={FEATURES} />

        <Box mt="9">
          <Heading as="h2" size="7" align="center" mb="6">
            Professional-grade tools
          </Heading>
          <InfoCardGrid items={TOOLS} columns="3" />
        </Box>

        <Box mt="9">
          <Suspense fallback={null}>
            <ComputedExamples />
          </Suspense>
        </Box>

        <Card size={{ initial: '2', sm: '4' }} mt="9" className="trial-pitch">
          <Flex direction={{ initial: 'column', md: 'row' }} gap="4" align="center" justify="between">
            <Box>
              <Heading as="h2" size="6">
                Start your {PLANS.trial.name.toLowerCase()} today
              </Heading>
              <Text as="p" color="gray">
                {TRIAL_DAYS} days and {TRIAL_USAGE_LIMIT} analyses with all tools and data export. Cancel anytime.
              </Text>
            </Box>
            <ButtonLink to="/auth/signup" size="3">
              Start Free Trial
            </ButtonLink>
          </Flex>
        </Card>
      </div>
    </>
  );
}
