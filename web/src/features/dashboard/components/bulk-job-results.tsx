import { AppLink, Box, Callout, DataTable, Table, Text } from '@/components/ui';
import type { BulkJob, BulkResultRow } from '../api/bulk-upload-job';
import { SHOWN_RESULTS } from '../hooks/use-bulk-job';

const RESULT_HEADINGS = ['Address', 'ZIP Code', 'Estimated Value', 'Monthly Rent', 'Cap Rate', 'Cash-on-Cash'];

const usd = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** The job's first results as they are stored, then the allowance note and the rows that could not be analyzed. */
export function BulkJobResults({ job, results, rowErrors }: { job: BulkJob; results: BulkResultRow[]; rowErrors: Array<{ line: number; message: string }> }) {
  return (
    <Box mt="4" data-testid="bulk-report">
      {results.length > 0 ? (
        <Box>
          <Text as="p" size="2" weight="bold" mb="2">
            Results{job.processed > results.length ? ` (first ${Math.min(results.length, SHOWN_RESULTS)} of ${job.processed.toLocaleString('en-US')}; all are in the Properties tab)` : ''}
          </Text>
          <DataTable headings={RESULT_HEADINGS} data-testid="bulk-results" scroll={false}>
            {results.map((r) => (
              <Table.Row key={r.id}>
                <Table.Cell>{r.address}</Table.Cell>
                <Table.Cell>{r.zipCode}</Table.Cell>
                <Table.Cell>{usd(r.estimatedValue)}</Table.Cell>
                <Table.Cell>{usd(r.monthlyRent)}</Table.Cell>
                <Table.Cell>{r.capRate}</Table.Cell>
                <Table.Cell>{r.cashOnCash}</Table.Cell>
              </Table.Row>
            ))}
          </DataTable>
        </Box>
      ) : null}
      {job.reason && job.skipped ? (
        <Callout.Root color="amber" mt="2">
          <Callout.Text>
            {job.skipped} row{job.skipped === 1 ? ' was' : 's were'} not run because your plan&apos;s allowance ran out ({job.reason}).{' '}
            <AppLink to="/pricing">See plans</AppLink>
          </Callout.Text>
        </Callout.Root>
      ) : null}
      {rowErrors.length > 0 ? (
        <Box mt="3">
          <Text as="p" size="2" weight="bold" mb="2">
            Rows with errors
          </Text>
          <DataTable headings={['Line', 'Problem']} scroll={false}>
            {rowErrors.map((e) => (
              <Table.Row key={`${e.line}-${e.message}`}>
                <Table.Cell>{e.line}</Table.Cell>
                <Table.Cell>{e.message}</Table.Cell>
              </Table.Row>
            ))}
          </DataTable>
        </Box>
      ) : null}
    </Box>
  );
}
