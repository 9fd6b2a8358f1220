import type { ReactNode } from 'react';
import { Card } from '@radix-ui/themes';
import { Heading, Text } from './layout';

interface SectionCardProps {
  title: ReactNode;
  /** The heading's level: h3 under a result's heading, h2 where the sections stand right under the page's h1. */
  level?: 'h2' | 'h3';
  /** A line under the heading: the section's scope or what it shows. */
  intro?: ReactNode;
  introTestId?: string;
  /** The intro's text size: small (1) for a data scope, regular (2) for a sentence that introduces the section. */
  introSize?: '1' | '2';
  children: ReactNode;
}

/** A titled card for one section of a result page: its heading, an optional intro line, then its content. */
export function SectionCard({ title, level = 'h3', intro, introTestId, introSize = '1', children }: SectionCardProps) {
  return (
    <Card size={{ initial: '2', sm: '3' }}>
      <Heading as={level} size="4" mb={intro ? '1' : '3'}>
        {title}
      </Heading>
      {intro ? (
        <Text as="p" size={introSize} color="gray" mb="3" data-testid={introTestId}>
          {intro}
        </Text>
      ) : null}
      {children}
    </Card>
  );
}
