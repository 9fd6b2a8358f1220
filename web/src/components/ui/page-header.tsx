import type { ReactNode } from 'react';
import { Flex } from './layout';

/**
 * The head of a signed-in page: its title block at the left and its actions at the right, stacked on a
 * phone.
 */
export function PageHeader({ title, actions }: { title: ReactNode; actions: ReactNode }) {
  return (
    <Flex
      justify="between"
      align={{ initial: 'start', sm: 'center' }}
      direction={{ initial: 'column', sm: 'row' }}
      gap="3"
      mb="5"
    >
      {title}
      {actions}
    </Flex>
  );
}
