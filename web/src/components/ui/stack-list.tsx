import { Flex } from '@radix-ui/themes';
import type { ReactNode } from 'react';

/**
 * A list without bullets whose items stack with space between them (findings, contact messages, an analysis's
 * assumptions and risk parts): one item per entry, its content rendered by the caller.
 */
export function StackList<T>({
  items,
  keyOf,
  label,
  itemTestId,
  children,
}: {
  items: readonly T[];
  keyOf: (item: T, index: number) => string;
  /** The list's accessible name, where the page has more than one list. */
  label?: string;
  itemTestId?: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <Flex direction="column" gap="3" asChild>
      <ul className="plain-list" aria-label={label}>
        {items.map((item, index) => (
          <li key={keyOf(item, index)} data-testid={itemTestId}>
            {children(item)}
          </li>
        ))}
      </ul>
    </Flex>
  );
}
