import { Badge, Card, Flex, Text } from '@/components/ui';
import { formatCurrency } from '@/lib/format';

export interface FindingView {
  type: string;
  title: string;
  description: string;
  impact?: number | null;
  lineRefs?: readonly number[] | null;
}

const TYPE_COLOR = { error: 'red', warning: 'amber', info: 'blue' } as const;

export function findingColor(type: string): 'red' | 'amber' | 'blue' | 'gray' {
  return TYPE_COLOR[type.toLowerCase() as keyof typeof TYPE_COLOR] ?? 'gray';
}

/** The Detailed Findings of an invoice audit: a type badge (ERROR, WARNING, INFO), a title and a description. */
export function FindingsList({ findings }: { findings: readonly FindingView[] }) {
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
          <li key={`${finding.title}-${index}`}>
            <Card size="2">
              <Flex direction="column" gap="1">
                <Flex gap="2" align="center" wrap="wrap">
                  <Badge color={findingColor(finding.type)} variant="solid">
                    {finding.type.toUpperCase()}
                  </Badge>
                  <Text weight="bold">{finding.title}</Text>
                  {finding.impact ? (
                    <Text size="2" color="gray">
                      {formatCurrency(finding.impact)} at stake
                    </Text>
                  ) : null}
                </Flex>
                <Text size="2">{finding.description}</Text>
                {finding.lineRefs && finding.lineRefs.length > 0 ? (
                  <Text size="1" color="gray">
                    Line{finding.lineRefs.length > 1 ? 's' : ''} {finding.lineRefs.join(', ')}
                  </Text>
                ) : null}
              </Flex>
            </Card>
          </li>
        ))}
      </ul>
    </Flex>
  );
}
