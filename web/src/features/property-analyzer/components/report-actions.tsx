import { DownloadPdfButton } from '@/components/reports/download-pdf-button';
import { Flex } from '@/components/ui';
import { analysisReportUrl } from '../api/share-link';
import { ShareControl } from './share-control';

/** The owner's actions on an analysis: its PDF report and a read-only share link. */
export function ReportActions({ analysisId }: { analysisId: string }) {
  return (
    <Flex gap="2" wrap="wrap" align="start" data-testid="report-actions">
      <DownloadPdfButton url={analysisReportUrl(analysisId)} />
      <ShareControl analysisId={analysisId} />
    </Flex>
  );
}
