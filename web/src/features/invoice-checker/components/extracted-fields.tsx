import { Badge, Card, Flex, Grid, Heading, Text } from '@/components/ui';
import { formatDate } from '@/lib/format-date';
import type { InvoiceAuditResult } from '../api/audit-invoice';

type Field = InvoiceAuditResult['fields'][number];

const DATE_FIELDS = new Set(['issueDate', 'dueDate', 'servicePeriod']);

// Below this confidence a field is shown as unsure with what was read; the checks never rest on it.
const UNSURE_BELOW = 0.6;

const TERMS_SOURCE_TEXT: Record<string, string> = {
  agreement: 'Fees were checked against the management agreement terms you entered.',
  document:
    'Fees were checked against the agreement terms printed on the document (listed below); market norms fill any term it does not state.',
  norms:
    'No agreement terms were entered: fees were checked against published market norms, and each finding says which norm.',
};

/** Terms printed on the document, each with its line, and the entered value used where the two differ. */
function DocumentTerms({ audit }: { audit: InvoiceAuditResult }) {
  if (audit.documentTerms.length === 0) return null;
  return (
    <ul className="plain-list" data-testid="document-terms">
      {audit.documentTerms.map((term) => (
        <li key={term.name}>
          <Text size="2">
            {term.label}: {term.value}{' '}
            <Text size="1" color="gray">
              (terms read from the document, line {term.line})
            </Text>
            {term.enteredValue ? (
              <Text size="1" color="amber">
                {' '}
                Your entered term ({term.enteredValue}) differs and was used.
              </Text>
            ) : null}
          </Text>
        </li>
      ))}
    </ul>
  );
}

function shown(field: Field, currency: string): string {
  if (field.value === null) return 'Not found';
  if (DATE_FIELDS.has(field.name)) return formatDate(field.value);
  if (field.amount !== null)
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: /^[A-Z]{3}$/.test(currency) ? currency : 'USD',
    }).format(field.amount);
  return field.value;
}

/**
 * The document's class and its header fields as read, each with how sure the reading is; a field we
 * could not read says "Not found" rather than being reported as a problem with the bill.
 */
export function ExtractedFields({ audit }: { audit: InvoiceAuditResult }) {
  const currency = audit.fields.find((f) => f.name === 'currency')?.value ?? 'USD';
  return (
    <Card size={{ initial: '2', sm: '3' }} data-testid="extracted-fields">
      <Flex direction="column" gap="3">
        <Flex gap="2" align="center" wrap="wrap">
          <Heading as="h2" size="4">
            What we read
          </Heading>
          <Badge color="indigo" data-testid="document-class">
            {audit.documentClassLabel}
          </Badge>
          <Text size="1" color="gray">
            {Math.round(audit.classConfidence * 100)}% sure of the document type
          </Text>
        </Flex>
        <Text size="2" color="gray" data-testid="terms-source">
          {TERMS_SOURCE_TEXT[audit.termsSource] ?? TERMS_SOURCE_TEXT.norms}
        </Text>
        <DocumentTerms audit={audit} />
        <Grid columns={{ initial: '1', xs: '2', md: '3' }} gap="2" asChild>
          <dl className="plain-list">
            {audit.fields.map((field) => (
              <Flex key={field.name} direction="column" data-testid={`field-${field.name}`}>
                <Text size="1" color="gray" asChild>
                  <dt>{field.label}</dt>
                </Text>
                <Text size="2" color={field.found ? undefined : 'gray'} asChild>
                  <dd style={{ margin: 0 }}>
                    {shown(field, currency)}
                    {field.found ? (
                      <Text size="1" color={field.confidence < UNSURE_BELOW ? 'amber' : 'gray'}>
                        {' '}
                        ({field.confidence < UNSURE_BELOW ? 'unsure, ' : ''}
                        {Math.round(field.confidence * 100)}%
                        {field.source === 'embedded' ? ', from the e-invoice data in the PDF' : ''}
                        {field.line ? `, line ${field.line}` : ''})
                      </Text>
                    ) : null}
                  </dd>
                </Text>
              </Flex>
            ))}
          </dl>
        </Grid>
      </Flex>
    </Card>
  );
}
