import { useState } from 'react';
import { AppLink, Badge, Button, Card, Flex, Heading, Table, Text } from '@/components/ui';
import { useCsvExport } from '@/hooks/use-csv-export';
import { formatDate } from '@/lib/format';
import { invoiceExportRecords, type InvoiceHistoryRow } from '../api/get-history';
import { InvoiceDetailsDialog } from './invoice-details-dialog';

export function InvoicesTab({ rows, loading }: { rows: readonly InvoiceHistoryRow[]; loading: boolean }) {
  const exportCsv = useCsvExport();
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <Card size={{ initial: '2', sm: '3' }}>
      <Flex justify="between" align="center" mb="3" gap="2" wrap="wrap">
        <Heading as="h2" size="4">
          Invoice Audits
        </Heading>
        <Button variant="soft" onClick={() => exportCsv('invoice_audits', invoiceExportRecords(rows))}>
          Export CSV
        </Button>
      </Flex>
      {loading && rows.length === 0 ? (
        <Text>Loading...</Text>
      ) : rows.length === 0 ? (
        <Text as="p" color="gray">
          No invoice audits yet. <AppLink to="/invoice-checker">Audit your first invoice</AppLink>
        </Text>
      ) : (
        <div className="table-scroll">
          <Table.Root>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>Date</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Issues Found</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Flagged Items</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Verified Items</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Action</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.id} align="center">
                  <Table.Cell style={{ whiteSpace: 'nowrap' }}>{formatDate(row.createdAt)}</Table.Cell>
                  <Table.Cell className="num">{row.issuesFound}</Table.Cell>
                  <Table.Cell className="num">{row.flaggedItems}</Table.Cell>
                  <Table.Cell className="num">{row.verifiedItems}</Table.Cell>
                  <Table.Cell>{row.issuesFound > 0 ? <Badge color="red">Issues Found</Badge> : <Badge color="green">Clean</Badge>}</Table.Cell>
                  <Table.Cell>
                    <Button size="1" variant="soft" onClick={() => setOpenId(row.id)}>
                      View Details
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </div>
      )}
      <InvoiceDetailsDialog id={openId} onClose={() => setOpenId(null)} />
    </Card>
  );
}
