import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, sessionUser, withMe, type MockHandler } from '@/testing/test-utils';
import DashboardPage from './dashboard-page';

const properties = [
  {
    __typename: 'PropertyAnalysis',
    id: 'p1',
    createdAt: '2025-01-05T12:00:00Z',
    address: '=1+1 Main St',
    zipCode: '78701',
    estimatedValue: 545000.4,
    monthlyRent: 2850,
    capRate: '4.1%',
    roiPotential: '6.8%',
  },
];
const invoices = [
  {
    __typename: 'InvoiceAudit',
    id: 'i1',
    createdAt: '2025-01-06T12:00:00Z',
    issuesFound: 2,
    flaggedItems: 3,
    verifiedItems: 4,
  },
  {
    __typename: 'InvoiceAudit',
    id: 'i2',
    createdAt: '2025-01-07T12:00:00Z',
    issuesFound: 0,
    flaggedItems: 0,
    verifiedItems: 5,
  },
];

/** One page of a history connection, the last one unless a cursor for the next is given. */
const page = (typename: string, nodes: unknown[], endCursor: string | null = null) => ({
  __typename: typename,
  nodes,
  pageInfo: { __typename: 'PageInfo', hasNextPage: endCursor !== null, endCursor },
});

function history(props: unknown[] = properties, invs: unknown[] = invoices): MockHandler {
  return (op) => {
    if (op.operationName === 'MyPropertyAnalyses')
      return { data: { myPropertyAnalysesConnection: page('PropertyAnalysisConnection', props) } };
    if (op.operationName === 'MyInvoiceAudits')
      return { data: { myInvoiceAuditsConnection: page('InvoiceAuditConnection', invs) } };
    if (op.operationName === 'InvoiceAuditFindings')
      return {
        data: {
          invoiceAudit: {
            __typename: 'InvoiceAudit',
            id: 'i1',
            createdAt: '2025-01-06T12:00:00Z',
            issuesFound: 2,
            flaggedItems: 3,
            verifiedItems: 4,
            summary: 'Two issues.',
            vendor: 'ACME',
            invoiceNumber: 'INV-1',
            totalImpact: 450,
            findings: [
              {
                __typename: 'Finding',
                type: 'error',
                code: 'DUP',
                title: 'Duplicate charge',
                description: 'Lines 1 and 2 repeat.',
                impact: 450,
                lineRefs: [1, 2],
              },
            ],
          },
        },
      };
    return { data: null };
  };
}

afterEach(() => vi.restoreAllMocks());

describe('DashboardPage', () => {
  it('asks visitors to sign in', () => {
    renderPage(<DashboardPage />, { route: '/dashboard' });
    expect(screen.getByText('Please sign in to view your dashboard')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/login');
  });

  it('greets the user with the plan badge, usage capped at 100% and count cards that switch tabs', async () => {
    const user = userEvent.setup();
    renderPage(<DashboardPage />, {
      route: '/dashboard',
      token: 't',
      handler: withMe(sessionUser({ usageCount: 5 }), history()),
    });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada' })).toBeInTheDocument();
    expect(screen.getByTestId('plan-badge')).toHaveTextContent('TRIAL');
    expect(screen.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByTestId('usage-text')).toHaveTextContent('5 / 3 analyses used');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    // The card is named by exactly what it shows.
    expect(await screen.findByRole('button', { name: 'Property Analyses 1 View history' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Invoice Audits 2 View history' }));
    expect(await screen.findByRole('columnheader', { name: 'Verified Items' })).toBeInTheDocument();
    expect(screen.getByText('Issues Found', { selector: 'span.rt-Badge' })).toBeInTheDocument();
    expect(screen.getByText('Clean')).toBeInTheDocument();
  });

  it('while billing cannot be reached, keeps the user signed in and shows the plan as unknown', async () => {
    const planUnknown = sessionUser({
      planType: null,
      subscriptionStatus: null,
      usageCount: null,
      trialDaysLeft: null,
      quota: null,
      remaining: null,
    });
    const billingDown: MockHandler = (op) =>
      op.operationName === 'Me'
        ? {
            data: { me: planUnknown },
            errors: [{ message: 'Service temporarily unavailable', extensions: { code: 'SERVICE_UNAVAILABLE' } }],
          }
        : history()(op);
    renderPage(<DashboardPage />, { route: '/dashboard', token: 't', handler: billingDown });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada' })).toBeInTheDocument();
    expect(screen.getByTestId('plan-badge')).toHaveTextContent('PLAN UNKNOWN');
    expect(screen.getByTestId('usage-text')).toHaveTextContent('Your plan and usage cannot be shown right now');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("shows 'Unlimited' for enterprise", async () => {
    renderPage(<DashboardPage />, {
      route: '/dashboard',
      token: 't',
      handler: withMe(sessionUser({ planType: 'enterprise', usageCount: 500, quota: null }), history()),
    });
    expect(await screen.findByText('Unlimited')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('lists property analyses with the spec columns and exports them', async () => {
    const user = userEvent.setup();
    URL.revokeObjectURL = vi.fn();
    let blob: Blob | null = null;
    URL.createObjectURL = vi.fn((b: Blob) => {
      blob = b;
      return 'blob:x';
    }) as typeof URL.createObjectURL;
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    renderPage(<DashboardPage />, { route: '/dashboard', token: 't', handler: withMe(sessionUser(), history()) });
    await user.click(await screen.findByRole('tab', { name: /Properties/ }));
    for (const column of ['Date', 'Address', 'ZIP Code', 'Estimated Value', 'Monthly Rent', 'Cap Rate', 'ROI']) {
      expect(screen.getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    const row = screen.getByRole('row', { name: /Main St/ });
    expect(within(row).getByText('Jan 5, 2025')).toBeInTheDocument();
    expect(within(row).getByText('$545,000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(downloads[0]).toMatch(/^property_analyses_\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob as unknown as Blob);
    });
    expect(text.split('\r\n')[0]).toBe(
      '"createdAt","address","zipCode","estimatedValue","monthlyRent","capRate","roiPotential"',
    );
    expect(text).toContain(`"'=1+1 Main St"`);
    expect(screen.getByTestId('toast')).toHaveTextContent('Export Successful');
    expect(screen.getByTestId('toast')).toHaveTextContent('property_analyses has been downloaded.');
  });

  it("shows the first page of property analyses and 'Show more' appends the next page after the last cursor", async () => {
    const user = userEvent.setup();
    const second = { ...properties[0], id: 'p2', address: '2 Second St', createdAt: '2025-01-04T12:00:00Z' };
    const asked: unknown[] = [];
    const handler: MockHandler = (op) => {
      if (op.operationName === 'MyPropertyAnalyses') {
        asked.push(op.variables);
        const after = (op.variables as { after?: string | null }).after;
        return {
          data: {
            myPropertyAnalysesConnection: after
              ? page('PropertyAnalysisConnection', [second])
              : page('PropertyAnalysisConnection', properties, 'cursor-p1'),
          },
        };
      }
      return history()(op);
    };
    renderPage(<DashboardPage />, { route: '/dashboard', token: 't', handler: withMe(sessionUser(), handler) });
    await user.click(await screen.findByRole('tab', { name: /Properties/ }));
    expect(await screen.findByRole('row', { name: /Main St/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Second St/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('row', { name: /Second St/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Main St/ })).toBeInTheDocument();
    expect(asked).toContainEqual(expect.objectContaining({ first: 100, after: 'cursor-p1' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument());
  });

  it("says there's no data to export, and shows the empty state", async () => {
    const user = userEvent.setup();
    renderPage(<DashboardPage />, { route: '/dashboard', token: 't', handler: withMe(sessionUser(), history([], [])) });
    await user.click(await screen.findByRole('tab', { name: /Invoices/ }));
    expect(await screen.findByText(/No invoice audits yet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Audit your first invoice' })).toHaveAttribute('href', '/invoice-checker');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(screen.getByTestId('toast')).toHaveTextContent('No Data to Export');
    expect(screen.getByTestId('toast')).toHaveTextContent("There's no data available to export.");
  });

  it("opens an audit's findings from 'View Details'", async () => {
    const user = userEvent.setup();
    renderPage(<DashboardPage />, { route: '/dashboard', token: 't', handler: withMe(sessionUser(), history()) });
    await user.click(await screen.findByRole('tab', { name: /Invoices/ }));
    await user.click((await screen.findAllByRole('button', { name: 'View Details' }))[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Duplicate charge')).toBeInTheDocument();
    expect(within(dialog).getByText('ERROR')).toBeInTheDocument();
  });

  it("bulk upload: needs a file, accepts .csv only, names every column, and shows the job's progress, results and row errors", async () => {
    const user = userEvent.setup();
    const job = {
      id: 'j1',
      fileName: 'props.csv',
      totalRows: 3,
      failed: 0,
      skipped: 0,
      reason: null,
      cancelRequested: false,
    };
    const running = { ...job, status: 'RUNNING', processed: 1, remaining: 2, rowsPerSecond: 12.5, percent: 33 };
    const done = {
      ...job,
      status: 'COMPLETED',
      processed: 2,
      failed: 1,
      remaining: 0,
      rowsPerSecond: 20,
      percent: 100,
    };
    const row = {
      id: 'r1',
      address: '1 Main St',
      zipCode: '78701',
      estimatedValue: 545000,
      monthlyRent: 2850,
      capRate: '4.1%',
      roiPotential: '6.8%',
      cashOnCash: '2.0%',
    };
    const fetchMock = vi.fn(async (url: string) => {
      if (url.startsWith('/api/bulk-upload'))
        return new Response(
          JSON.stringify({ ...job, status: 'QUEUED', processed: 0, remaining: 3, rowsPerSecond: 0, percent: 0 }),
          { status: 202 },
        );
      if (url.endsWith('/events'))
        return new Response(
          `event: progress\ndata: ${JSON.stringify(running)}\n\nevent: done\ndata: ${JSON.stringify(done)}\n\n`,
          { status: 200 },
        );
      if (url.includes('/results'))
        return new Response(JSON.stringify({ nodes: [row], pageInfo: { hasNextPage: false, endCursor: null } }), {
          status: 200,
        });
      if (url.includes('/errors'))
        return new Response(
          JSON.stringify({
            nodes: [{ line: 3, message: 'ZIP code is missing' }],
            pageInfo: { hasNextPage: false, endCursor: null },
          }),
          { status: 200 },
        );
      return new Response('not found', { status: 404 });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderPage(<DashboardPage />, { route: '/dashboard', token: 'tok', handler: withMe(sessionUser(), history()) });
    await user.click(await screen.findByRole('tab', { name: /Bulk Upload/ }));
    expect(screen.getByText('CSV should contain columns: address, zipCode')).toBeInTheDocument();
    expect(screen.getByTestId('bulk-optional-columns')).toHaveTextContent('price, rent, beds, baths, sqft, type');
    const input = screen.getByLabelText('Choose a CSV file');
    expect(input).toHaveAttribute('accept', '.csv');
    await user.click(screen.getByRole('button', { name: 'Process Properties' }));
    expect(screen.getByTestId('toast')).toHaveTextContent('No File Selected');
    expect(screen.getByTestId('toast')).toHaveTextContent('Please select a CSV file first.');
    await user.upload(input, new File(['address,zipCode\n1 Main St,78701\n'], 'props.csv', { type: 'text/csv' }));
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('props.csv');
    await user.click(screen.getByRole('button', { name: 'Process Properties' }));
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Upload Successful'));
    expect(screen.getByTestId('toast')).toHaveTextContent('2 records processed successfully.');
    expect(screen.getByRole('progressbar', { name: 'Bulk upload progress' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByTestId('bulk-progress-counts')).toHaveTextContent(
      '2 analyzed · 1 failed · 0 skipped · 0 remaining · 20 rows/s',
    );
    expect(within(screen.getByTestId('bulk-results')).getByText('1 Main St')).toBeInTheDocument();
    expect(screen.getByText('ZIP code is missing')).toBeInTheDocument();
    expect(screen.queryByTestId('chosen-file')).not.toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/bulk-upload?mode=job');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect((init.body as FormData).get('type')).toBe('property');
    vi.unstubAllGlobals();
  });

  it('bulk upload: Cancel asks the server to stop the job', async () => {
    const user = userEvent.setup();
    const base = {
      id: 'j2',
      fileName: 'big.csv',
      totalRows: 1000,
      failed: 0,
      skipped: 0,
      reason: null,
      rowsPerSecond: 50,
      remaining: 900,
    };
    let release: () => void = () => undefined;
    const events = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          new TextEncoder().encode(
            `event: progress\ndata: ${JSON.stringify({ ...base, status: 'RUNNING', processed: 100, percent: 10, cancelRequested: false })}\n\n`,
          ),
        );
        release = () => {
          controller.enqueue(
            new TextEncoder().encode(
              `event: done\ndata: ${JSON.stringify({ ...base, status: 'CANCELLED', processed: 200, skipped: 800, remaining: 0, percent: 100, cancelRequested: true })}\n\n`,
            ),
          );
          controller.close();
        };
      },
    });
    const fetchMock = vi.fn(async (url: string) => {
      if (url.startsWith('/api/bulk-upload'))
        return new Response(
          JSON.stringify({ ...base, status: 'QUEUED', processed: 0, percent: 0, cancelRequested: false }),
          { status: 202 },
        );
      if (url.endsWith('/events')) return new Response(events, { status: 200 });
      if (url.endsWith('/cancel')) {
        setTimeout(release, 0);
        return new Response(
          JSON.stringify({ ...base, status: 'RUNNING', processed: 150, percent: 15, cancelRequested: true }),
          { status: 200 },
        );
      }
      return new Response(JSON.stringify({ nodes: [], pageInfo: { hasNextPage: false, endCursor: null } }), {
        status: 200,
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderPage(<DashboardPage />, { route: '/dashboard', token: 'tok', handler: withMe(sessionUser(), history()) });
    await user.click(await screen.findByRole('tab', { name: /Bulk Upload/ }));
    await user.upload(
      screen.getByLabelText('Choose a CSV file'),
      new File(['address,zipCode\n'], 'big.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Process Properties' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Upload Cancelled'));
    expect(fetchMock.mock.calls.some(([u]) => String(u) === '/api/bulk-jobs/j2/cancel')).toBe(true);
    expect(screen.getByTestId('bulk-progress-counts')).toHaveTextContent('200 analyzed · 0 failed · 800 skipped');
    vi.unstubAllGlobals();
  });

  it("bulk upload failure says 'Upload Failed'", async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('bad', { status: 400 })),
    );
    renderPage(<DashboardPage />, { route: '/dashboard', token: 'tok', handler: withMe(sessionUser(), history()) });
    await user.click(await screen.findByRole('tab', { name: /Bulk Upload/ }));
    await user.upload(screen.getByLabelText('Choose a CSV file'), new File(['x'], 'bad.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Process Properties' }));
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Upload Failed'));
    expect(screen.getByTestId('toast')).toHaveTextContent('Please check your file format and try again.');
    vi.unstubAllGlobals();
  });
});
