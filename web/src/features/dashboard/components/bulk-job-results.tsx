import { AppLink, Box, Callout, DataTable, Table, Text } from '@/components/ui';
import type { ReactNode } from 'react';
import { formatCurrency, formatNumber } from '@/lib/format';
import type { BulkJob, BulkResultRow } from '../api/bulk-upload-job';
import { SHOWN_RESULTS } from '../hooks/use-bulk-job';

const RESULT_HEADINGS = ['Address', 'ZIP Code', 'Estimated Value', 'Monthly Rent', 'Cap Rate', 'Cash-on-Cash'];

/** A bold caption over a table with one row per item, its cells in the headings' order. */
function CaptionedTable<Row>(props: {
  caption: string;
  headings: readonly string[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  cells: (row: Row) => ReactNode[];
  testId?: string;
}) {
  return (
    <Box>
      <Text as="p" size="2" weight="bold" mb="2">
        {props.caption}
      </Text>
      <DataTable headings={props.headings} data-testid={props.testId} scroll={false}>
        {props.rows.map((row) => (
          <Table.Row key={props.rowKey(row)}>
            {props.cells(row).map((cell, column) => (
              <Table.Cell key={column}>{cell}</Table.Cell>
            ))}
          </Table.Row>
        ))}
      </DataTable>
    </Box>
  );
}

/** The job's first results as they are stored, then the allowance note and the rows that could not be analyzed. */
export function BulkJobResults({
  job,
  results,
  rowErrors,
}: {
  job: BulkJob;
  results: BulkResultRow[];
  rowErrors: Array<{ line: number; message: string }>;
}) {
  return (
    <Box mt="4" data-testid="bulk-report">
      {results.length > 0 ? (
        <CaptionedTable
          caption={`Results${job.processed > results.length ? ` (first ${Math.min(results.length, SHOWN_RESULTS)} of ${formatNumber(job.processed)}; all are in the Properties tab)` : ''}`}
          headings={RESULT_HEADINGS}
          rows={results}
          rowKey={(r) => r.id}
          cells={(r) => [
            r.address,
            r.zipCode,
            formatCurrency(r.estimatedValue),
            formatCurrency(r.monthlyRent),
            r.capRate,
            r.cashOnCash,
          ]}
          testId="bulk-results"
        />
      ) : null}
      {job.reason && job.skipped ? (
        <Callout.Root color="amber" mt="2">
          <Callout.Text>
            {job.skipped} row{job.skipped === 1 ? ' was' : 's were'} not run because your plan&apos;s allowance ran out
            ({job.reason}). <AppLink to="/pricing">See plans</AppLink>
          </Callout.Text>
        </Callout.Root>
      ) : null}
      {rowErrors.length > 0 ? (
        <Box mt="3">
          <CaptionedTable
            caption="Rows with errors"
            headings={['Line', 'Problem']}
            rows={rowErrors}
            rowKey={(e) => `${e.line}-${e.message}`}
            cells={(e) => [e.line, e.message]}
          />
        </Box>
      ) : null}
    </Box>
  );
}
