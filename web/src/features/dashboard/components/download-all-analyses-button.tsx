import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Button } from '@/components/ui';
import { useToast } from '@/hooks/use-toast';
import { tokenAtom } from '@/stores/store';
import { ALL_ANALYSES_DATASET, downloadAllAnalyses } from '../api/download-all-analyses';

/** Downloads every analysis of the user (not only the rows the table shows) from the server's CSV export. */
export function DownloadAllAnalysesButton() {
  const token = useAtomValue(tokenAtom);
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await downloadAllAnalyses(token);
      toast({
        title: 'Export Successful',
        description: `${ALL_ANALYSES_DATASET} has been downloaded.`,
        variant: 'success',
      });
    } catch {
      toast({
        title: 'Export Failed',
        description: 'Your analyses could not be downloaded. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="soft" onClick={() => void onClick()} disabled={busy}>
      {busy ? 'Preparing...' : 'Download all (CSV)'}
    </Button>
  );
}
