import type { ReactNode } from 'react';
import { ButtonLink, Card, Flex, Grid, Heading, Text } from '@/components/ui';

interface ToolCardProps {
  /** h3 under the landing page's section heading, h2 on the member home where the cards are the sections. */
  headingAs: 'h2' | 'h3';
  title: string;
  text: string;
  to: string;
  cta: ReactNode;
  ctaVariant?: 'soft';
  icon?: ReactNode;
  /** A small line under the text (whether the tool counts toward the plan). */
  note?: string;
}

export type ToolCardContent = Omit<ToolCardProps, 'headingAs'>;

/** One of the three tools on a card: what it does, and the button that opens it. */
export function ToolCard({ headingAs, title, text, to, cta, ctaVariant, icon, note }: ToolCardProps) {
  return (
    <Card size="3">
      <Flex direction="column" gap={icon ? '3' : '2'} height="100%">
        {icon ? (
          <div className="feature-icon" aria-hidden>
            {icon}
          </div>
        ) : null}
        <Heading as={headingAs} size="5">
          {title}
        </Heading>
        <Text as="p" color="gray" style={{ flex: 1 }}>
          {text}
        </Text>
        {note ? (
          <Text size="1" color="gray">
            {note}
          </Text>
        ) : null}
        <ButtonLink to={to} variant={ctaVariant}>
          {cta}
        </ButtonLink>
      </Flex>
    </Card>
  );
}

/** The tools' cards side by side, one column on a phone; every card's heading is `headingAs`. */
export function ToolCards({ headingAs, cards }: { headingAs: ToolCardProps['headingAs']; cards: ToolCardContent[] }) {
  return (
    <Grid columns={{ initial: '1', md: '3' }} gap="4">
      {cards.map((card) => (
        <ToolCard key={card.to} headingAs={headingAs} {...card} />
      ))}
    </Grid>
  );
}
