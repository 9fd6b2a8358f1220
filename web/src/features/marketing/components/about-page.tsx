import { ButtonLink, Flex, Heading, InfoCardGrid, Text } from '@/components/ui';
import { SITE } from '@/config/site';
import { usePageMeta } from '@/lib/page-meta';

const VALUES = [
  {
    title: 'Numbers you can check',
    text: 'Every figure comes with its formula and its inputs, and every input names its source.',
  },
  {
    title: 'Public data first',
    text: 'Home values and rents come from Zillow Research; incomes, taxes and housing stock from US government datasets.',
  },
  { title: 'AI where it helps', text: 'AI writes the narrative around computed numbers. It never invents a number.' },
];

export default function AboutPage() {
  usePageMeta({
    title: 'About',
    path: '/about',
    description: `${SITE.name} builds transparent real estate analytics for investors, agents and property managers.`,
  });
  return (
    <div className="page">
      <Flex direction="column" gap="3" mb="7" style={{ maxWidth: 760 }}>
        <Heading as="h1" size="8">
          About {SITE.name}
        </Heading>
        <Text as="p" size="4" color="gray">
          We build real estate analytics for investors, agents and property managers who want to know why a number is
          what it is.
        </Text>
        <Text as="p">
          {SITE.name} started with a simple frustration: investment calculators hand out a cap rate or an ROI with no
          way to check it. Our Property Analyzer, Invoice Checker and Rental Market Dashboard show their work, so you
          can trust the answer or change the assumption you disagree with.
        </Text>
        <Text as="p">
          We are a small, remote-first team of engineers and real estate practitioners working across US time zones.
        </Text>
      </Flex>
      <InfoCardGrid items={VALUES} columns="3" level="h2" />
      <Flex gap="3" mt="7" wrap="wrap">
        <ButtonLink to="/auth/signup">Start Free Trial</ButtonLink>
        <ButtonLink to="/contact" variant="soft">
          Contact us
        </ButtonLink>
      </Flex>
    </div>
  );
}
