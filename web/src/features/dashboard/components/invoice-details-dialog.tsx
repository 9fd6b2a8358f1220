import { FindingsList } from '@/components/tools/findings-list';
import { Dialog, DialogCloseRow, Flex, Text } from '@/components/ui';
import { formatCurrency, formatDate } from '@/lib/format';
import { errorMessage } from '@/lib/graphql-errors';
import { useInvoiceAuditFindings } from '../api/get-invoice-audit';

/** 'View Details' of an invoice audit: its summary and findings, read with invoiceAudit(id). */
export function InvoiceDetailsDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { data, loading, error } = useInvoiceAuditFindings(id);
  const audit = data?.invoiceAudit;
  return (
    <Dialog.Root open={id !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content maxWidth="640px">
        <Dialog.Title>Invoice audit details</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          {audit
            ? `Audited ${formatDate(audit.createdAt)}${audit.vendor ? ` · ${audit.vendor}` : ''}${audit.invoiceNumber ? ` · ${audit.invoiceNumber}` : ''}`
            : 'Findings of this audit.'}
        </Dialog.Description>
        {loading ? <Text>Loading...</Text> : null}
        {error ? <Text color="red">{errorMessage(error, 'The audit could not be loaded.')}</Text> : null}
        {!loading && !error && id && !audit ? <Text color="gray">This audit was not found.</Text> : null}
        {audit ? (
          <Flex direction="column" gap="3">
            <Text as="p">{audit.summary}</Text>
            <Text size="2" color="gray">
              {audit.issuesFound} issues · {audit.flaggedItems} flagged · {audit.verifiedItems} verified
              {audit.totalImpact > 0 ? ` · up to ${formatCurrency(audit.totalImpact)} at stake` : ''}
            </Text>
            <FindingsList findings={audit.findings} />
          </Flex>
        ) : null}
        <DialogCloseRow />
      </Dialog.Content>
    </Dialog.Root>
  );
}
