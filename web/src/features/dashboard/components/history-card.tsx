import type { ReactNode } from 'react';
import { Button, Card, DataTable, Flex, Heading, Text } from '@/components/ui';
import { useCsvExport } from '@/hooks/use-csv-export';
import type { CsvRecord } from '@/lib/csv';

/** What a history tab gets from the dashboard: the rows read so far, and whether and how to read more. */
export interface HistoryTabProps<Row> {
  rows: readonly Row[];
  loading: boolean;
  hasMore?: boolean;
  onShowMore?: () => void;
}

interface HistoryCardProps<Row> {
  title: string;
  columns: readonly string[];
  /** The tab's rows and paging, as the dashboard gives them. */
  tab: HistoryTabProps<Row>;
  /** 'Export CSV' saves these records as '<csvName>_<date>.csv'. */
  csvName: string;
  csvRecords: (rows: readonly Row[]) => readonly CsvRecord[];
  /** Further buttons beside 'Export CSV' (the properties tab's full export). */
  actions?: ReactNode;
  /** Shown when there is no history yet (the spec's empty-state text and link). */
  empty: ReactNode;
  /** The table rows. */
  children: ReactNode;
}

/**
 * The frame both history tabs share: heading, 'Export CSV', 'Loading...', empty state, scrolling table, and
 * 'Show more' under the table while more rows follow on the server.
 */
export function HistoryCard<Row>({
  title,
  columns,
  tab,
  csvName,
  csvRecords,
  actions,
  empty,
  children,
}: HistoryCardProps<Row>) {
  const exportCsv = useCsvExport();
  const { loading } = tab;
  const rowCount = tab.rows.length;
  const onShowMore = tab.hasMore ? tab.onShowMore : undefined;
  const onExport = () => exportCsv(csvName, csvRecords(tab.rows));
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
