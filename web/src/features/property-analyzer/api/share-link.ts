/**
 * The owner's share link of an analysis, through the REST facade (POST makes one and answers its URL once;
 * DELETE revokes it; GET says whether one works). The same operations exist over GraphQL.
 */
export interface ShareLink {
  url: string;
  expiresAt: string;
}
export interface ShareStatus {
  active: boolean;
  expiresAt: string | null;
}

export const sharedReportUrl = (token: string) => `/api/shared/${encodeURIComponent(token)}/report.pdf`;
export const analysisReportUrl = (id: string) => `/api/property-analyses/${encodeURIComponent(id)}/report.pdf`;

async function call<T>(method: 'GET' | 'POST' | 'DELETE', id: string, token: string | null): Promise<T> {
  const response = await fetch(`/api/property-analyses/${encodeURIComponent(id)}/share`, {
    method,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`Share link request failed: ${response.status}`);
  return (await response.json()) as T;
}

export const createShareLink = (id: string, token: string | null) => call<ShareLink>('POST', id, token);
export const revokeShareLink = (id: string, token: string | null) => call<{ revoked: boolean }>('DELETE', id, token);
export const shareLinkStatus = (id: string, token: string | null) => call<ShareStatus>('GET', id, token);
