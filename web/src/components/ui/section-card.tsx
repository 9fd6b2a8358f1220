import type { ReactNode } from 'react';
import { Card } from '@radix-ui/themes';
import { Heading, Text } from './layout';

/** A titled card for one section of a result page: its heading, an optional one-line scope, then its content. */
export function SectionCard({ title, intro, introTestId, children }: { title: ReactNode; intro?: ReactNode; introTestId?: string; children: ReactNode }) {
  return (
    <Card size={{ initial: '2', sm: '3' }}>
      <Heading as="h3" size="4" mb={intro ? '1' : '3'}>
        {title}
      </Heading>
      {intro ? (
        <Text as="p" size="1" color="gray" mb="3" data-testid={introTestId}>
          {intro}
        </Text>
      ) : null}
      {children}
    </Card>
  );
}
