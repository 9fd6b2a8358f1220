import { csvFilename, downloadText } from '@/lib/csv';

/**
 * The history table holds the latest analyses only (the list query is capped), so the full export asks the
 * REST facade, which pages through every analysis of the user, bulk rows and deal facts included, and answers
 * CSV. The file is saved as 'property_analyses_all_<YYYY-MM-DD>.csv' so it never overwrites the table's export.
 */
export const ALL_ANALYSES_CSV_URL = '/api/user/property-analyses/export.csv';
export const ALL_ANALYSES_DATASET = 'property_analyses_all';

export async function downloadAllAnalyses(token: string | null, fetchImpl: typeof fetch = fetch): Promise<string> {
  const response = await fetchImpl(ALL_ANALYSES_CSV_URL, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new Error(`${response.status}: ${text || response.statusText}`);
  }
  const filename = csvFilename(ALL_ANALYSES_DATASET);
  downloadText(filename, await response.text());
  return filename;
}
