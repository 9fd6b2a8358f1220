import type { ReactNode } from 'react';
import { Badge, Table, Text } from '@/components/ui';

/** The amber "stale" mark of a series that ends too long before the newest month in the data. */
export function StaleBadge({
  stale,
  children = 'stale',
  ml = '1',
}: {
  stale: boolean;
  children?: ReactNode;
  ml?: '0' | '1';
}) {
  return stale ? (
    <Badge color="amber" size="1" ml={ml}>
      {children}
    </Badge>
  ) : null;
}

/** A table column heading with the column's geography or month under it, and the stale mark when it applies. */
export function ScopedColumnHeading({ title, scope, stale }: { title: ReactNode; scope: ReactNode; stale: boolean }) {
  return (
    <Table.ColumnHeaderCell>
      {title}
      <Text as="div" size="1" color="gray" weight="regular">
        {scope}
        <StaleBadge stale={stale} />
      </Text>
    </Table.ColumnHeaderCell>
  );
}

/** A table's headings: the first column's text, then one scoped heading per column (titles are unique). */
export function scopedHeadings(
  first: string,
  columns: ReadonlyArray<{ title: string; scope: ReactNode; stale: boolean }>,
): ReactNode[] {
  return [first, ...columns.map((column) => <ScopedColumnHeading key={column.title} {...column} />)];
}
