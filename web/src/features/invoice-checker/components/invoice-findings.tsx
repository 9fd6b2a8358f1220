import { findingColor } from '@/components/tools/findings-list';
import { Badge, Box, Card, Code, Flex, Text } from '@/components/ui';
import type { InvoiceAuditResult } from '../api/audit-invoice';

const exact = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

type AuditFinding = InvoiceAuditResult['findings'][number];

/**
 * The Detailed Findings of an audit: the type badge, title and description the spec names, plus the
 * finding's dollar amount and the document lines it rests on, quoted, so the user can check it.
 */
export function InvoiceFindings({ findings }: { findings: readonly AuditFinding[] }) {
  if (findings.length === 0) {
    return (
      <Text as="p" color="gray">
        No issues found: every line checked out.
      </Text>
    );
  }
  return (
    <Flex direction="column" gap="3" asChild>
      <ul className="plain-list" aria-label="Detailed findings">
        {findings.map((finding, index) => (
          <li key={`${finding.code}-${index}`} data-testid="invoice-finding">
            <Card size="2">
              <Flex direction="column" gap="2">
                <Flex gap="2" align="center" wrap="wrap">
                  <Badge color={findingColor(finding.type)} variant="solid">
                    {finding.type.toUpperCase()}
                  </Badge>
                  <Text weight="bold">{finding.title}</Text>
                  {finding.amount > 0 ? (
                    <Badge color="gray" variant="soft" data-testid="finding-amount">
                      {exact.format(finding.amount)}
                    </Badge>
                  ) : null}
                </Flex>
                <Text size="2">{finding.description}</Text>
                {finding.evidence.length > 0 ? (
                  <Box>
                    <Text size="1" color="gray" as="p" mb="1">
                      Evidence
                    </Text>
                    <Code size="1" variant="soft" data-testid="finding-evidence" style={{ display: 'block', whiteSpace: 'pre-wrap', overflowX: 'auto' }}>
                      {finding.evidence.map((line) => `Line ${line.line}: ${line.text}`).join('\n')}
                    </Code>
                  </Box>
                ) : null}
              </Flex>
            </Card>
          </li>
        ))}
      </ul>
    </Flex>
  );
}
