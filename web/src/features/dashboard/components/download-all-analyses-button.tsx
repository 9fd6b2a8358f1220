import { useAtomValue } from 'jotai';
import { Button } from '@/components/ui';
import { useBusyAction } from '@/hooks/use-busy-action';
import { useToast } from '@/hooks/use-toast';
import { tokenAtom } from '@/stores/store';
import { ALL_ANALYSES_DATASET, downloadAllAnalyses } from '../api/download-all-analyses';

/** Downloads every analysis of the user (not only the rows the table shows) from the server's CSV export. */
export function DownloadAllAnalysesButton() {
  const token = useAtomValue(tokenAtom);
  const toast = useToast();
  const { busy, run } = useBusyAction({
    title: 'Export Failed',
    description: 'Your analyses could not be downloaded. Please try again.',
  });
  const download = async () => {
    await downloadAllAnalyses(token);
    toast({
      title: 'Export Successful',
      description: `${ALL_ANALYSES_DATASET} has been downloaded.`,
      variant: 'success',
    });
  };
  return (
    <Button variant="soft" onClick={() => run(download)} disabled={busy}>
      {busy ? 'Preparing...' : 'Download all (CSV)'}
    </Button>
  );
}
