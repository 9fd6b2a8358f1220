import { Card, Flex } from '@radix-ui/themes';
import type { ComponentProps, ReactNode } from 'react';

type TileProps = Omit<ComponentProps<typeof Card>, 'size' | 'children'> & { gap: '1' | '2'; children: ReactNode };

/** A small card whose content stacks in a column: the stat and figure tiles, the data sources box, a finding's card. */
export function Tile({ gap, children, ...cardProps }: TileProps) {
  return (
    <Card size="2" {...cardProps}>
      <Flex direction="column" gap={gap}>
        {children}
      </Flex>
    </Card>
  );
}
