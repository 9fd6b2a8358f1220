import { useCallback } from 'react';
import { exportCsv, type CsvRecord } from '@/lib/csv';
import { useToast } from './use-toast';

/** Exports records as '<dataset>_<YYYY-MM-DD>.csv' and tells the user how it went (spec sections 5 and 7). */
export function useCsvExport(): (dataset: string, records: readonly CsvRecord[]) => boolean {
  const toast = useToast();
  return useCallback(
    (dataset: string, records: readonly CsvRecord[]) => {
      const outcome = exportCsv(dataset, records);
      if (!outcome.ok) {
        toast({
          title: 'No Data to Export',
          description: "There's no data available to export.",
          variant: 'destructive',
        });
        return false;
      }
      toast({ title: 'Export Successful', description: `${dataset} has been downloaded.`, variant: 'success' });
      return true;
    },
    [toast],
  );
}
