import { Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { Tile } from './tile';

/** A labelled figure: the tiles of the tool results and the dashboard cards. */
export function StatTile({
  label,
  value,
  detail,
  tone,
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  tone?: 'green' | 'red' | 'amber' | 'blue';
}) {
  return (
    <Tile gap="1">
      <Text size="2" color="gray">
        {label}
      </Text>
      <Text size="6" weight="bold" color={tone}>
        {value}
      </Text>
      {detail ? (
        <Text size="1" color="gray">
          {detail}
        </Text>
      ) : null}
    </Tile>
  );
}
