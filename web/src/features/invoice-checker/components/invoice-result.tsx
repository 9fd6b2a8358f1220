import { useState } from 'react';
import { DownloadPdfButton } from '@/components/reports/download-pdf-button';
import { Badge, Box, Card, DataTable, Flex, Grid, Heading, StatTile, Table, Text } from '@/components/ui';
import { formatCurrency } from '@/lib/format';
import { formatDate } from '@/lib/format-date';
import type { InvoiceAuditResult } from '../api/audit-invoice';
import { ExtractedFields } from './extracted-fields';
import { DocumentView } from './document-view';
import { ImpactChart } from './impact-chart';
import { InvoiceFindings } from './invoice-findings';

/** Invoice amounts are exact, so line items keep their cents; estimates elsewhere are whole dollars. */
const exact = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const money = (value: number | null | undefined) => (value === null || value === undefined ? '-' : exact.format(value));

const LINE_ITEM_HEADINGS = ['Line', 'Description', 'Qty', 'Unit price', 'Amount', 'Check'];

type AuditFinding = InvoiceAuditResult['findings'][number];

/**
 * An audit's result; the visitors' `demo` leaves out the chart, whose code only members' results load, and the PDF
 * report (no stored audit).
 */
export function InvoiceResult({ audit, demo = false }: { audit: InvoiceAuditResult; demo?: boolean }) {
  const [shown, setShown] = useState<AuditFinding | null>(null);
  const lines = audit.documentLines ?? null;
  const evidenceLines = new Set(audit.findings.flatMap((f) => f.evidence.map((e) => e.line)));
  const facts = [
    audit.vendor ? ['Vendor', audit.vendor] : null,
    audit.invoiceNumber ? [audit.documentClass === 'vendor_invoice' ? 'Invoice' : 'Number', audit.invoiceNumber] : null,
    audit.invoiceDate ? ['Date', formatDate(audit.invoiceDate.slice(0, 10))] : null,
    audit.total !== null ? ['Total', money(audit.total)] : null,
  ].filter((f): f is [string, string] => f !== null);

  return (
    <Flex direction="column" gap="4" data-testid="invoice-result">
      <Grid columns={{ initial: '1', sm: '3' }} gap="3">
        <StatTile label="Issues Found" value={audit.issuesFound} tone={audit.issuesFound > 0 ? 'red' : 'green'} />
        <StatTile
          label="Flagged Items"
          value={audit.flaggedItems}
          tone={audit.flaggedItems > 0 ? 'amber' : undefined}
        />
        <StatTile label="Verified Items" value={audit.verifiedItems} tone="green" />
      </Grid>
      <Card size={{ initial: '2', sm: '3' }}>
        <Flex direction="column" gap="2">
          <Flex gap="2" align="center" wrap="wrap">
            <Heading as="h2" size="4">
              Summary
            </Heading>
            <Badge color={audit.issuesFound > 0 ? 'red' : 'green'}>
              {audit.issuesFound > 0 ? 'Issues Found' : 'Clean'}
            </Badge>
            {demo ? null : (
              <DownloadPdfButton size="1" url={`/api/invoice-audits/${encodeURIComponent(audit.id)}/report.pdf`} />
            )}
            {audit.totalImpact > 0 ? (
              <Text size="2" color="gray">
                Up to {formatCurrency(audit.totalImpact)} at stake
              </Text>
            ) : null}
          </Flex>
          <Text as="p">{audit.summary}</Text>
          {facts.length ? (
            <Flex gap="4" wrap="wrap">
              {facts.map(([label, value]) => (
                <Text key={label} size="2">
                  <Text color="gray">{label}:</Text> {value}
                </Text>
              ))}
            </Flex>
          ) : null}
        </Flex>
      </Card>
      {demo ? null : <ImpactChart audit={audit} />}
      <Grid columns={{ initial: '1', md: lines ? '2' : '1' }} gap="4" align="start">
        <Box>
          <Heading as="h2" size="5" mb="3">
            Detailed Findings
          </Heading>
          <InvoiceFindings findings={audit.findings} onShow={lines ? setShown : undefined} shown={shown} />
        </Box>
        {lines ? (
          <Box className="document-view-column">
            <DocumentView
              lines={lines}
              evidenceLines={evidenceLines}
              highlighted={shown ? shown.evidence.map((e) => e.line) : []}
            />
          </Box>
        ) : null}
      </Grid>
      <ExtractedFields audit={audit} />
      {audit.lineItems.length > 0 ? (
        <Card size={{ initial: '2', sm: '3' }}>
          <Heading as="h2" size="4" mb="3">
            Line items read from the invoice
          </Heading>
          <DataTable headings={LINE_ITEM_HEADINGS}>
            {audit.lineItems.map((item) => (
              <Table.Row key={item.line}>
                <Table.Cell>{item.line}</Table.Cell>
                <Table.Cell>{item.description}</Table.Cell>
                <Table.Cell className="num">{item.quantity ?? '-'}</Table.Cell>
                <Table.Cell className="num">{money(item.unitPrice)}</Table.Cell>
                <Table.Cell className="num">{money(item.amount)}</Table.Cell>
                <Table.Cell>
                  {item.flagged ? <Badge color="amber">Flagged</Badge> : <Badge color="green">Verified</Badge>}
                </Table.Cell>
              </Table.Row>
            ))}
          </DataTable>
        </Card>
      ) : null}
    </Flex>
  );
}
