import { Button } from '@/components/ui';
import { useCsvExport } from '@/hooks/use-csv-export';
import type { CsvRecord } from '@/lib/csv';

/** Downloads what the dashboard shows as CSV (built in the browser, like the portal's exports). */
export function DownloadMarketCsv({ dataset, records }: { dataset: string; records: () => CsvRecord[] }) {
  const exportCsv = useCsvExport();
  return (
    <Button type="button" variant="soft" onClick={() => exportCsv(dataset, records())}>
      Download CSV
    </Button>
  );
}
