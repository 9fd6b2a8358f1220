import { AppLink, Table } from '@/components/ui';
import { useCsvExport } from '@/hooks/use-csv-export';
import { formatCurrency, formatDate } from '@/lib/format';
import { propertyExportRecords, type PropertyHistoryRow } from '../api/get-history';
import { DownloadAllAnalysesButton } from './download-all-analyses-button';
import { HistoryCard, type HistoryTabProps } from './history-card';

const COLUMNS = ['Date', 'Address', 'ZIP Code', 'Estimated Value', 'Monthly Rent', 'Cap Rate', 'ROI'];

export function PropertiesTab({ rows, loading, hasMore = false, onShowMore }: HistoryTabProps<PropertyHistoryRow>) {
  const exportCsv = useCsvExport();
  return (
    <HistoryCard
      title="Property Analyses"
      columns={COLUMNS}
      rowCount={rows.length}
      loading={loading}
      onExport={() => exportCsv('property_analyses', propertyExportRecords(rows))}
      actions={<DownloadAllAnalysesButton />}
      onShowMore={hasMore ? onShowMore : undefined}
      empty={
        <>
          No property analyses yet. <AppLink to="/property-analyzer">Analyze your first property</AppLink>
        </>
      }
    >
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
    </HistoryCard>
  );
}
