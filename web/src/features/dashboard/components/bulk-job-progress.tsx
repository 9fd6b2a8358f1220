import { Button, Flex, Progress, Text } from '@/components/ui';
import { formatNumber } from '@/lib/format';
import { isFinishedBulkJob } from '@realty/proto-schemas';
import type { BulkJob } from '../api/bulk-upload-job';

const STATUS_TEXT: Record<BulkJob['status'], string> = {
  QUEUED: 'Waiting to start',
  RUNNING: 'Analyzing',
  COMPLETED: 'Done',
  CANCELLED: 'Cancelled',
  FAILED: 'Stopped by an error',
};

/** A running (or finished) bulk job: a progress bar with rows done, failed, remaining and the rate, and Cancel. */
export function BulkJobProgress({ job, onCancel }: { job: BulkJob; onCancel: () => void }) {
  const finished = isFinishedBulkJob(job);
  const done = job.processed + job.failed + job.skipped;
  return (
    <Flex direction="column" gap="2" mt="4" data-testid="bulk-progress">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Text size="2" weight="medium">
          {job.cancelRequested && !finished ? 'Cancelling…' : STATUS_TEXT[job.status]}: {formatNumber(done)} of{' '}
          {formatNumber(job.totalRows)} rows
        </Text>
        {finished ? null : (
          <Button size="1" variant="soft" color="red" onClick={onCancel} disabled={job.cancelRequested}>
            Cancel
          </Button>
        )}
      </Flex>
      <Progress
        value={job.percent}
        size="3"
        aria-label="Bulk upload progress"
        aria-valuenow={job.percent}
        aria-valuemin={0}
        aria-valuemax={100}
      />
      <Text size="1" color="gray" data-testid="bulk-progress-counts">
        {formatNumber(job.processed)} analyzed · {formatNumber(job.failed)} failed · {formatNumber(job.skipped)} skipped
        · {formatNumber(job.remaining)} remaining ·{' '}
        {job.rowsPerSecond.toLocaleString('en-US', { maximumFractionDigits: 1 })} rows/s
      </Text>
    </Flex>
  );
}
