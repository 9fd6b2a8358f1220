import type { ReactNode } from 'react';
import { Button, Card, DataTable, Flex, Heading, Text } from '@/components/ui';

/** What a history tab gets from the dashboard: the rows read so far, and whether and how to read more. */
export interface HistoryTabProps<Row> {
  rows: readonly Row[];
  loading: boolean;
  hasMore?: boolean;
  onShowMore?: () => void;
}

interface HistoryCardProps {
  title: string;
  columns: readonly string[];
  rowCount: number;
  loading: boolean;
  onExport: () => void;
  /** Further buttons beside 'Export CSV' (the properties tab's full export). */
  actions?: ReactNode;
  /** Shown when there is no history yet (the spec's empty-state text and link). */
  empty: ReactNode;
  /** The table rows. */
  children: ReactNode;
  /** More rows follow on the server: a 'Show more' button under the table reads them. */
  onShowMore?: () => void;
}

/** The frame both history tabs share: heading, 'Export CSV', 'Loading...', empty state, scrolling table. */
export function HistoryCard({ title, columns, rowCount, loading, onExport, actions, empty, children, onShowMore }: HistoryCardProps) {
  return (
    <Card size={{ initial: '2', sm: '3' }}>
      <Flex justify="between" align="center" mb="3" gap="2" wrap="wrap">
        <Heading as="h2" size="4">
          {title}
        </Heading>
        <Flex gap="2" wrap="wrap">
          <Button variant="soft" onClick={onExport}>
            Export CSV
          </Button>
          {actions}
        </Flex>
      </Flex>
      {loading && rowCount === 0 ? (
        <Text>Loading...</Text>
      ) : rowCount === 0 ? (
        <Text as="p" color="gray">
          {empty}
        </Text>
      ) : (
        <DataTable headings={columns} size="2">
          {children}
        </DataTable>
      )}
      {onShowMore && rowCount > 0 ? (
        <Flex justify="center" mt="3">
          <Button variant="soft" onClick={onShowMore} disabled={loading}>
            Show more
          </Button>
        </Flex>
      ) : null}
    </Card>
  );
}
