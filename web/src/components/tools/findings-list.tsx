import type { ReactNode } from 'react';
import { Badge, Flex, StackList, Text, Tile } from '@/components/ui';
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

/**
 * The frame every findings view shares: the spec's empty message, or a list of cards, one per finding, whose
 * content the caller renders (the spec's fields, and on the audit page also amounts and evidence).
 */
export function FindingCards<T>({
  findings,
  keyOf,
  itemTestId,
  gap = '1',
  children,
}: {
  findings: readonly T[];
  keyOf: (finding: T, index: number) => string;
  itemTestId?: string;
  gap?: '1' | '2';
  children: (finding: T) => ReactNode;
}) {
  if (findings.length === 0) {
    return (
      <Text as="p" color="gray">
        No issues found: every line checked out.
      </Text>
    );
  }
  return (
    <StackList items={findings} keyOf={keyOf} label="Detailed findings" itemTestId={itemTestId}>
      {(finding) => <Tile gap={gap}>{children(finding)}</Tile>}
    </StackList>
  );
}

/** A finding's first line: the type badge (ERROR, WARNING, INFO), its title, and an optional figure after them. */
export function FindingHeading({ type, title, children }: { type: string; title: string; children?: ReactNode }) {
  return (
    <Flex gap="2" align="center" wrap="wrap">
      <Badge color={findingColor(type)} variant="solid">
        {type.toUpperCase()}
      </Badge>
      <Text weight="bold">{title}</Text>
      {children}
    </Flex>
  );
}

/** The Detailed Findings of an invoice audit: a type badge (ERROR, WARNING, INFO), a title and a description. */
export function FindingsList({ findings }: { findings: readonly FindingView[] }) {
  return (
    <FindingCards findings={findings} keyOf={(finding, index) => `${finding.title}-${index}`}>
      {(finding) => (
        <>
          <FindingHeading type={finding.type} title={finding.title}>
            {finding.impact ? (
              <Text size="2" color="gray">
                {formatCurrency(finding.impact)} at stake
              </Text>
            ) : null}
          </FindingHeading>
          <Text size="2">{finding.description}</Text>
          {finding.lineRefs && finding.lineRefs.length > 0 ? (
            <Text size="1" color="gray">
              Line{finding.lineRefs.length > 1 ? 's' : ''} {finding.lineRefs.join(', ')}
            </Text>
          ) : null}
        </>
      )}
    </FindingCards>
  );
}
