import { useState } from 'react';
import { DownloadPdfButton } from '@/components/reports/download-pdf-button';
import { AppLink, Badge, Button, Flex, Table } from '@/components/ui';
import { formatDate } from '@/lib/format';
import { invoiceExportRecords, type InvoiceHistoryRow } from '../api/get-history';
import { HistoryCard, type HistoryTabProps } from './history-card';
import { InvoiceDetailsDialog } from './invoice-details-dialog';

const invoiceReportUrl = (id: string) => `/api/invoice-audits/${encodeURIComponent(id)}/report.pdf`;

const COLUMNS = ['Date', 'Issues Found', 'Flagged Items', 'Verified Items', 'Status', 'Action'];

export function InvoicesTab(tab: HistoryTabProps<InvoiceHistoryRow>) {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <>
      <HistoryCard
        title="Invoice Audits"
        columns={COLUMNS}
        tab={tab}
        csvName="invoice_audits"
        csvRecords={invoiceExportRecords}
        empty={
          <>
            No invoice audits yet. <AppLink to="/invoice-checker">Audit your first invoice</AppLink>
          </>
        }
      >
        {tab.rows.map((row) => (
          <Table.Row key={row.id} align="center">
            <Table.Cell style={{ whiteSpace: 'nowrap' }}>{formatDate(row.createdAt)}</Table.Cell>
            <Table.Cell className="num">{row.issuesFound}</Table.Cell>
            <Table.Cell className="num">{row.flaggedItems}</Table.Cell>
            <Table.Cell className="num">{row.verifiedItems}</Table.Cell>
            <Table.Cell>
              {row.issuesFound > 0 ? <Badge color="red">Issues Found</Badge> : <Badge color="green">Clean</Badge>}
            </Table.Cell>
            <Table.Cell>
              <Flex gap="2">
                <Button size="1" variant="soft" onClick={() => setOpenId(row.id)}>
                  View Details
                </Button>
                <DownloadPdfButton
                  size="1"
                  url={invoiceReportUrl(row.id)}
                  label="PDF"
                  aria-label={`Download PDF report of the audit of ${formatDate(row.createdAt)}`}
                />
              </Flex>
            </Table.Cell>
          </Table.Row>
        ))}
      </HistoryCard>
      <InvoiceDetailsDialog id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
