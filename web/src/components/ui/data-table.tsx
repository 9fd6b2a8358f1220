import { Table } from '@radix-ui/themes';
import type { ComponentProps, ReactNode } from 'react';

type DataTableProps = Omit<ComponentProps<typeof Table.Root>, 'children'> & {
  /**
   * The column headings: a text becomes a header cell; anything else (a heading with its scope line) is one already.
   */
  headings: readonly ReactNode[];
  /** The rows. */
  children: ReactNode;
  /** Scroll sideways inside its own box on narrow screens (the app shell gives that box a keyboard tab stop). */
  scroll?: boolean;
};

/** A table of results: one row of column headings, then the rows; compact (size 1) unless told otherwise. */
export function DataTable({ headings, children, scroll = true, size = '1', ...rootProps }: DataTableProps) {
  const table = (
    <Table.Root size={size} {...rootProps}>
      <Table.Header>
        <Table.Row>
          {headings.map((heading, column) =>
            typeof heading === 'string' ? (
              <Table.ColumnHeaderCell key={`${column}:${heading}`}>{heading}</Table.ColumnHeaderCell>
            ) : (
              heading
            ),
          )}
        </Table.Row>
      </Table.Header>
      <Table.Body>{children}</Table.Body>
    </Table.Root>
  );
  return scroll ? <div className="table-scroll">{table}</div> : table;
}
