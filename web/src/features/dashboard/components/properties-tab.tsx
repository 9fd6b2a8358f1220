import { AppLink, Button, Card, Flex, Heading, Table, Text } from '@/components/ui';
import { useCsvExport } from '@/hooks/use-csv-export';
import { formatCurrency, formatDate } from '@/lib/format';
import { propertyExportRecords, type PropertyHistoryRow } from '../api/get-history';

export function PropertiesTab({ rows, loading }: { rows: readonly PropertyHistoryRow[]; loading: boolean }) {
  const exportCsv = useCsvExport();
  return (
    <Card size={{ initial: '2', sm: '3' }}>
      <Flex justify="between" align="center" mb="3" gap="2" wrap="wrap">
        <Heading as="h2" size="4">
          Property Analyses
        </Heading>
        <Button variant="soft" onClick={() => exportCsv('property_analyses', propertyExportRecords(rows))}>
          Export CSV
        </Button>
      </Flex>
      {loading && rows.length === 0 ? (
        <Text>Loading...</Text>
      ) : rows.length === 0 ? (
        <Text as="p" color="gray">
          No property analyses yet. <AppLink to="/property-analyzer">Analyze your first property</AppLink>
        </Text>
      ) : (
        <div className="table-scroll">
          <Table.Root>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>Date</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Address</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>ZIP Code</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Estimated Value</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Monthly Rent</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Cap Rate</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>ROI</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.id}>
                  <Table.Cell style={{ whiteSpace: 'nowrap' }}>{formatDate(row.createdAt)}</Table.Cell>
                  <Table.Cell>{row.address}</Table.Cell>
                  <Table.Cell>{row.zipCode}</Table.Cell>
                  <Table.Cell className="num">{formatCurrency(row.estimatedValue)}</Table.Cell>
                  <Table.Cell className="num">{formatCurrency(row.monthlyRent)}</Table.Cell>
                  <Table.Cell className="num">{row.capRate}</Table.Cell>
                  <Table.Cell className="num">{row.roiPotential}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </div>
      )}
    </Card>
  );
}
