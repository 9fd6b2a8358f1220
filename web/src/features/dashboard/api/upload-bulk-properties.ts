/**
 * Bulk upload goes through the REST facade, not GraphQL: it is a multipart upload of the CSV file
 * (fields `file` and `type=property`) with the bearer header, answered with `{ processed }` (spec section 7)
 * plus the per-row report our server adds.
 */
export interface BulkRowError {
  line: number;
  message: string;
}

export interface BulkUploadResult {
  processed: number;
  failed?: number;
  skipped?: number;
  reason?: string | null;
  errors?: BulkRowError[];
}

export const BULK_UPLOAD_URL = '/api/bulk-upload';

export async function uploadBulkProperties(file: File, token: string | null, fetchImpl: typeof fetch = fetch): Promise<BulkUploadResult> {
  const body = new FormData();
  body.append('file', file);
  body.append('type', 'property');
  const response = await fetchImpl(BULK_UPLOAD_URL, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body,
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new Error(`${response.status}: ${text || response.statusText}`);
  }
  const json = (await response.json()) as Partial<BulkUploadResult>;
  return {
    processed: typeof json.processed === 'number' ? json.processed : 0,
    failed: json.failed ?? 0,
    skipped: json.skipped ?? 0,
    reason: json.reason ?? null,
    errors: Array.isArray(json.errors) ? json.errors : [],
  };
}
