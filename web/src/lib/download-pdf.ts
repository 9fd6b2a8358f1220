import { saveBlob } from './csv';

/**
 * Fetches a PDF report from the REST facade (with the session's token when there is one) and saves it under
 * the name the server gave it. Throws with the status when the server refuses (404 for a report that is not
 * the caller's, or a share link that was revoked).
 */
export async function downloadPdf(url: string, token: string | null, fetchImpl: typeof fetch = fetch): Promise<string> {
  const response = await fetchImpl(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith('application/pdf'))
    throw new Error(`PDF download failed: ${response.status}`);
  const filename =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'realtylens-report.pdf';
  saveBlob(filename, await response.blob());
  return filename;
}
