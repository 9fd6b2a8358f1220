import { DownloadPdfButton } from '@/components/reports/download-pdf-button';
import { AppLink, Table } from '@/components/ui';
import { formatCurrency, formatDate } from '@/lib/format';
import { propertyExportRecords, type PropertyHistoryRow } from '../api/get-history';
import { DownloadAllAnalysesButton } from './download-all-analyses-button';
import { HistoryCard, type HistoryTabProps } from './history-card';

// The spec's columns, then the PDF report of each row.
const COLUMNS = ['Date', 'Address', 'ZIP Code', 'Estimated Value', 'Monthly Rent', 'Cap Rate', 'ROI', 'Report'];

export function PropertiesTab(tab: HistoryTabProps<PropertyHistoryRow>) {
  return (
    <HistoryCard
      title="Property Analyses"
      columns={COLUMNS}
      tab={tab}
      csvName="property_analyses"
      csvRecords={propertyExportRecords}
      actions={<DownloadAllAnalysesButton />}
      empty={
        <>
          No property analyses yet. <AppLink to="/property-analyzer">Analyze your first property</AppLink>
        </>
      }
    >
      {tab.rows.map((row) => (
        <Table.Row key={row.id}>
          <Table.Cell style={{ whiteSpace: 'nowrap' }}>{formatDate(row.createdAt)}</Table.Cell>
          <Table.Cell>{row.address}</Table.Cell>
          <Table.Cell>{row.zipCode}</Table.Cell>
          <Table.Cell className="num">{formatCurrency(row.estimatedValue)}</Table.Cell>
          <Table.Cell className="num">{formatCurrency(row.monthlyRent)}</Table.Cell>
          <Table.Cell className="num">{row.capRate}</Table.Cell>
          <Table.Cell className="num">{row.roiPotential}</Table.Cell>
          <Table.Cell>
            <DownloadPdfButton
              size="1"
              url={`/api/property-analyses/${encodeURIComponent(row.id)}/report.pdf`}
              label="PDF"
              aria-label={`Download PDF report of ${row.address}`}
            />
          </Table.Cell>
        </Table.Row>
      ))}
    </HistoryCard>
  );
}
