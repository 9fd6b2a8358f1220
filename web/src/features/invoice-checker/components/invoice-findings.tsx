import { FindingCards, FindingHeading } from '@/components/tools/findings-list';
import { Badge, Box, Button, Code, Text } from '@/components/ui';
import type { InvoiceAuditResult } from '../api/audit-invoice';

const exact = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

type AuditFinding = InvoiceAuditResult['findings'][number];

const lineList = (lines: readonly number[]) => `line${lines.length > 1 ? 's' : ''} ${lines.join(', ')}`;

/**
 * The Detailed Findings of an audit: the type badge, title and description the spec names, plus the
 * finding's dollar amount and the document lines it rests on, quoted, so the user can check it. With
 * `onShow`, a finding with evidence offers "Show in document", which highlights its lines in the document view.
 */
export function InvoiceFindings({
  findings,
  onShow,
  shown = null,
}: {
  findings: readonly AuditFinding[];
  onShow?: (finding: AuditFinding) => void;
  shown?: AuditFinding | null;
}) {
  return (
    <FindingCards
      findings={findings}
      keyOf={(finding, index) => `${finding.code}-${index}`}
      itemTestId="invoice-finding"
      gap="2"
    >
      {(finding) => (
        <>
          <FindingHeading type={finding.type} title={finding.title}>
            {finding.amount > 0 ? (
              <Badge color="gray" variant="soft" data-testid="finding-amount">
                {exact.format(finding.amount)}
              </Badge>
            ) : null}
          </FindingHeading>
          <Text size="2">{finding.description}</Text>
          {finding.evidence.length > 0 ? (
            <Box>
              <Text size="1" color="gray" as="p" mb="1">
                Evidence
              </Text>
              <Code
                size="1"
                variant="soft"
                data-testid="finding-evidence"
                style={{ display: 'block', whiteSpace: 'pre-wrap', overflowX: 'auto' }}
              >
                {finding.evidence.map((line) => `Line ${line.line}: ${line.text}`).join('\n')}
              </Code>
              {onShow ? (
                <Button
                  type="button"
                  size="1"
                  variant={shown === finding ? 'solid' : 'soft'}
                  mt="2"
                  aria-pressed={shown === finding}
                  onClick={() => onShow(finding)}
                >
                  Show in document ({lineList(finding.evidence.map((e) => e.line))})
                </Button>
              ) : null}
            </Box>
          ) : null}
        </>
      )}
    </FindingCards>
  );
}
