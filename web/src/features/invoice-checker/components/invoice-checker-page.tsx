import { BlockedScreen } from '@/components/usage-gate/blocked-screen';
import { clientGate } from '@/components/usage-gate/use-usage-gate';
import { useMeteredRun } from '@/components/usage-gate/use-metered-run';
import { ToolResultBar } from '@/components/tools/tool-result-bar';
import { TrialPitch } from '@/components/tools/trial-pitch';
import { Box, Card, Code, Flex, Heading } from '@/components/ui';
import { usePageMeta } from '@/lib/page-meta';
import { remainingText } from '@/lib/session/usage';
import { useSession, type SessionUser } from '@/lib/session/use-session';
import {
  readFileAsBase64,
  useAuditInvoice,
  useAuditInvoiceFile,
  type AgreementTermsValues,
  type InvoiceAuditResult,
} from '../api/audit-invoice';
import { DEMO_AUDIT, DEMO_INVOICE_TEXT } from '../demo/demo-invoice';
import { InvoiceForm } from './invoice-form';
import { InvoiceResult } from './invoice-result';
import { ToolPageHeader } from '@/components/tools/tool-page-header';

const TOOL = 'Invoice Checker';

function MemberChecker({ user }: { user: SessionUser }) {
  const [auditText, textState] = useAuditInvoice();
  const [auditFile, fileState] = useAuditInvoiceFile();
  const { result, setResult, refused, run } = useMeteredRun('Audit Failed', (audit: InvoiceAuditResult) => ({
    title: 'Audit Complete',
    description:
      audit.issuesFound > 0
        ? `${audit.issuesFound} issue${audit.issuesFound === 1 ? '' : 's'} found.`
        : 'No issues found.',
  }));

  const onSubmitText = (content: string, terms: AgreementTermsValues | null) =>
    run(async () => (await auditText({ variables: { content, terms } })).data?.auditInvoice);
  const onSubmitFile = (file: File, terms: AgreementTermsValues | null) =>
    run(async () => {
      const contentBase64 = await readFileAsBase64(file);
      return (await auditFile({ variables: { file: { filename: file.name, contentBase64 }, terms } })).data
        ?.auditInvoiceFile;
    });

  if (refused) return <BlockedScreen reason={refused} tool={TOOL} />;
  if (result) {
    return (
      <Flex direction="column" gap="4">
        <ToolResultBar
          note={remainingText(user, 'audits')}
          againLabel="Audit Another Invoice"
          onAgain={() => setResult(null)}
        />
        <InvoiceResult audit={result} />
      </Flex>
    );
  }
  const gate = clientGate(user);
  if (!gate.allowed) return <BlockedScreen reason={gate.reason} tool={TOOL} />;
  return (
    <Card size={{ initial: '2', sm: '4' }}>
      <InvoiceForm
        busy={textState.loading || fileState.loading}
        remainingNote={remainingText(user, 'audits')}
        onSubmitText={onSubmitText}
        onSubmitFile={onSubmitFile}
      />
    </Card>
  );
}

export default function InvoiceCheckerPage() {
  usePageMeta({
    title: TOOL,
    path: '/invoice-checker',
    description:
      'AI invoice audit: vendor invoices, owner statements, tenant ledgers, utility bills and receipts checked for duplicate charges, excessive fees and billing errors.',
  });
  const session = useSession();

  return (
    <div className="page">
      <ToolPageHeader title={TOOL} lead="Detect duplicate charges, excessive fees and billing errors before you pay." />
      {session.status === 'authenticated' ? (
        <MemberChecker user={session.user} />
      ) : (
        <Flex direction="column" gap="4">
          <TrialPitch tool={TOOL} />
          <Card size={{ initial: '2', sm: '3' }}>
            <Heading as="h2" size="4" mb="2">
              Demo invoice
            </Heading>
            <Box style={{ overflowX: 'auto' }}>
              <Code size="2" variant="ghost" style={{ whiteSpace: 'pre', display: 'block' }}>
                {DEMO_INVOICE_TEXT}
              </Code>
            </Box>
          </Card>
          <InvoiceResult audit={DEMO_AUDIT} demo />
        </Flex>
      )}
    </div>
  );
}
