import type { ReactNode } from 'react';
import { Card } from '@radix-ui/themes';
import { Heading, Text } from './layout';

/** A short card of a marketing page: a heading and one paragraph (a value, a tool, a question and its answer). */
export function InfoCard({ title, level = 'h3', children }: { title: ReactNode; level?: 'h2' | 'h3'; children: ReactNode }) {
  return (
    <Card size="2">
      <Heading as={level} size="4" mb="2">
        {title}
      </Heading>
      <Text as="p" size="2" color="gray">
        {children}
      </Text>
    </Card>
  );
}
