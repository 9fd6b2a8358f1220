import { Flex, Text } from '@radix-ui/themes';
import type { ComponentProps, ReactNode } from 'react';

type LabelValueRowProps = Omit<ComponentProps<typeof Flex>, 'children' | 'justify'> & {
  label: ReactNode;
  value: ReactNode;
};

/** A label at the left and its figure at the right: the lines of the assumption, risk, range and housing-type lists. */
export function LabelValueRow({ label, value, gap = '3', ...flexProps }: LabelValueRowProps) {
  return (
    <Flex justify="between" gap={gap} {...flexProps}>
      <Text size="2" weight="medium">
        {label}
      </Text>
      <Text size="2" className="num">
        {value}
      </Text>
    </Flex>
  );
}
