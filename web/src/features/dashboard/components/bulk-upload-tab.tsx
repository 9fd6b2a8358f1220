import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import { AppLink, Box, Button, Callout, Card, Flex, Heading, Table, Text } from '@/components/ui';
import { useToast } from '@/hooks/use-toast';
import { tokenAtom } from '@/stores/store';
import { uploadBulkProperties, type BulkUploadResult } from '../api/upload-bulk-properties';

export function BulkUploadTab({ onUploaded }: { onUploaded: () => void | Promise<void> }) {
  const toast = useToast();
  const token = useAtomValue(tokenAtom);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<BulkUploadResult | null>(null);

  const process = async () => {
    if (!file) {
      toast({ title: 'No File Selected', description: 'Please select a CSV file first.', variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      const result = await uploadBulkProperties(file, token);
      toast({ title: 'Upload Successful', description: `${result.processed} records processed successfully.`, variant: 'success' });
      setReport(result);
      setFile(null);
      if (input.current) input.current.value = '';
      // The spec reloads the page after a successful upload; reloading the page's data instead keeps the
      // per-row report on screen while the history and usage refresh.
      await onUploaded();
    } catch {
      toast({ title: 'Upload Failed', description: 'Please check your file format and try again.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card size={{ initial: '2', sm: '3' }}>
      <Heading as="h2" size="4" mb="1">
        Bulk Upload
      </Heading>
      <Text as="p" size="2" color="gray" mb="4">
        Analyze many properties at once. Each row counts as one analysis.
      </Text>
      <div className="file-drop">
        <Flex direction="column" gap="2" align="center">
          <label htmlFor="bulk-file">
            <Text weight="medium">Choose a CSV file</Text>
          </label>
          <input
            id="bulk-file"
            ref={input}
            type="file"
            accept=".csv"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setReport(null);
            }}
          />
          <Text size="2" color="gray">
            CSV should contain columns: address, zipCode
          </Text>
        </Flex>
      </div>
      <Flex mt="4" gap="3" align="center" wrap="wrap">
        {file ? (
          <Text size="2" data-testid="chosen-file">
            Selected file: <strong>{file.name}</strong>
          </Text>
        ) : null}
        {file ? (
          <Button onClick={() => void process()} disabled={busy}>
            {busy ? 'Processing...' : 'Process Properties'}
          </Button>
        ) : (
          <Button variant="soft" onClick={() => void process()} disabled={busy}>
            Process Properties
          </Button>
        )}
      </Flex>
      {report ? (
        <Box mt="4" data-testid="bulk-report">
          <Text as="p" size="2">
            {report.processed} processed{report.failed ? `, ${report.failed} failed` : ''}
            {report.skipped ? `, ${report.skipped} skipped` : ''}.
          </Text>
          {report.skipped ? (
            <Callout.Root color="amber" mt="2">
              <Callout.Text>
                {report.skipped} row{report.skipped === 1 ? ' was' : 's were'} not run because your plan&apos;s allowance ran out
                {report.reason ? ` (${report.reason})` : ''}. <AppLink to="/pricing">See plans</AppLink>
              </Callout.Text>
            </Callout.Root>
          ) : null}
          {report.errors && report.errors.length > 0 ? (
            <Box mt="3">
              <Text as="p" size="2" weight="bold" mb="2">
                Rows with errors
              </Text>
              <Table.Root size="1">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeaderCell>Line</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>Problem</Table.ColumnHeaderCell>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {report.errors.map((e) => (
                    <Table.Row key={`${e.line}-${e.message}`}>
                      <Table.Cell>{e.line}</Table.Cell>
                      <Table.Cell>{e.message}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          ) : null}
        </Box>
      ) : null}
    </Card>
  );
}
