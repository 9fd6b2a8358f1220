import type { ReactNode } from 'react';
import { Card } from '@radix-ui/themes';
import { Grid, Heading, Text } from './layout';

export interface InfoItem {
  title: string;
  text: ReactNode;
}

/**
 * Short cards of a marketing page in a grid, one column on narrow screens: a heading and one paragraph each
 * (the about page's values, the landing page's tools, the contact page's questions and answers).
 */
export function InfoCardGrid({
  items,
  columns,
  level = 'h3',
}: {
  items: readonly InfoItem[];
  columns: '2' | '3';
  level?: 'h2' | 'h3';
}) {
  return (
    <Grid columns={{ initial: '1', md: columns }} gap="4">
      {items.map((item) => (
        <Card key={item.title} size="2">
          <Heading as={level} size="4" mb="2">
            {item.title}
          </Heading>
          <Text as="p" size="2" color="gray">
            {item.text}
          </Text>
        </Card>
      ))}
    </Grid>
  );
}
