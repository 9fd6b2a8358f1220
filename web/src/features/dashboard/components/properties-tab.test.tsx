import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/test-utils';
import { PropertiesTab } from './properties-tab';

const rows = [
  {
    __typename: 'PropertyAnalysis' as const,
    id: 'p1',
    createdAt: '2025-01-05T12:00:00Z',
    address: '1 Main St',
    zipCode: '78701',
    estimatedValue: 545000,
    monthlyRent: 2850,
    capRate: '4.1%',
    roiPotential: '6.8%',
  },
];

/** Captures what the browser would save: the file name and the text of the blob behind it. */
function captureDownloads() {
  const saved: Array<{ filename: string; blob: Blob | null }> = [];
  let lastBlob: Blob | null = null;
  URL.revokeObjectURL = vi.fn();
  URL.createObjectURL = vi.fn((b: Blob) => {
    lastBlob = b;
    return 'blob:x';
  }) as typeof URL.createObjectURL;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ filename: this.download, blob: lastBlob });
  });
  return saved;
}

/** jsdom's Blob has no text(); FileReader reads it. */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('PropertiesTab full export', () => {
  it("'Download all (CSV)' saves the server's export of every analysis, sent with the bearer token", async () => {
    const user = userEvent.setup();
    const saved = captureDownloads();
    const serverCsv =
      'id,createdAt,address\r\np1,2025-01-05T12:00:00Z,1 Main St\r\np0,2024-12-01T12:00:00Z,9 Bulk Row\r\n';
    const fetchMock = vi.fn(
      async () => new Response(serverCsv, { status: 200, headers: { 'content-type': 'text/csv' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPage(<PropertiesTab rows={rows} loading={false} />, { token: 'tok' });
    await user.click(screen.getByRole('button', { name: 'Download all (CSV)' }));
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Export Successful'));
    expect(screen.getByTestId('toast')).toHaveTextContent('property_analyses_all has been downloaded.');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/user/property-analyses/export.csv');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(saved).toHaveLength(1);
    expect(saved[0]!.filename).toMatch(/^property_analyses_all_\d{4}-\d{2}-\d{2}\.csv$/);
    // The file holds the server's rows, including one the table does not show.
    expect(await blobText(saved[0]!.blob!)).toBe(serverCsv);
    expect(screen.getByRole('button', { name: 'Download all (CSV)' })).toBeEnabled();
  });

  it('says the export failed and saves nothing when the server refuses', async () => {
    const user = userEvent.setup();
    const saved = captureDownloads();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":"Authentication required"}', { status: 401 })),
    );
    renderPage(<PropertiesTab rows={rows} loading={false} />, { token: 'tok' });
    await user.click(screen.getByRole('button', { name: 'Download all (CSV)' }));
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Export Failed'));
    expect(saved).toHaveLength(0);
  });
});
