import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage, sessionUser, withMe } from '@/testing/test-utils';
import { DEMO_AUDIT } from '../demo/demo-invoice';
import InvoiceCheckerPage from './invoice-checker-page';

const audit = {
  __typename: 'InvoiceAudit',
  ...DEMO_AUDIT,
  id: 'ia1',
  findings: DEMO_AUDIT.findings.map((f) => ({
    __typename: 'Finding',
    ...f,
    evidence: f.evidence.map((e) => ({ __typename: 'EvidenceLine', ...e })),
  })),
  lineItems: DEMO_AUDIT.lineItems.map((l) => ({ __typename: 'InvoiceLine', ...l })),
  fields: DEMO_AUDIT.fields.map((f) => ({ __typename: 'ExtractedField', ...f })),
};

describe('InvoiceCheckerPage', () => {
  it('shows visitors the demo invoice and its audit with ERROR, WARNING and INFO badges', () => {
    renderPage(<InvoiceCheckerPage />, { route: '/invoice-checker' });
    expect(screen.getByText(/ACME Property Services - Invoice/)).toBeInTheDocument();
    expect(screen.getAllByText('ERROR')).toHaveLength(2);
    expect(screen.getByText('WARNING')).toBeInTheDocument();
    expect(screen.getByText('INFO')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Free Trial' })).toBeInTheDocument();
  });

  it('requires at least 10 characters and notes the remaining audits', async () => {
    const user = userEvent.setup();
    renderPage(<InvoiceCheckerPage />, {
      route: '/invoice-checker',
      token: 't',
      handler: withMe(sessionUser({ usageCount: 2 })),
    });
    expect(await screen.findByTestId('remaining-note')).toHaveTextContent('You have 1 audit remaining in your trial');
    const area = screen.getByLabelText('Invoice Content');
    // Radix puts the style on the field's root, which the textarea fills.
    expect(area.parentElement).toHaveStyle({ minHeight: '200px' });
    await user.type(area, 'too short');
    await user.click(screen.getByRole('button', { name: 'Audit Invoice' }));
    expect(await screen.findByText('Invoice content must be at least 10 characters')).toBeInTheDocument();
  });

  it('replaces the form with the results once an audit exists', async () => {
    const user = userEvent.setup();
    renderPage(<InvoiceCheckerPage />, {
      route: '/invoice-checker',
      token: 't',
      handler: withMe(sessionUser(), () => ({ data: { auditInvoice: audit } })),
    });
    await user.type(await screen.findByLabelText('Invoice Content'), 'HVAC repair 1 x $450.00 $450.00');
    await user.click(screen.getByRole('button', { name: 'Audit Invoice' }));
    expect(await screen.findByRole('heading', { name: 'Detailed Findings' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Invoice Content')).not.toBeInTheDocument();
    expect(screen.getAllByText('Issues Found').length).toBeGreaterThan(0);
    expect(screen.getByText('Duplicate charge')).toBeInTheDocument();
    expect(screen.getByTestId('toast')).toHaveTextContent('Audit Complete');
  });

  it('sends the agreement terms entered with the text, and shows the class, the fields and each finding with its evidence', async () => {
    const user = userEvent.setup();
    let sent: Record<string, unknown> | undefined;
    renderPage(<InvoiceCheckerPage />, {
      route: '/invoice-checker',
      token: 't',
      handler: withMe(sessionUser(), (op) => {
        sent = op.variables as Record<string, unknown>;
        return {
          data: {
            auditInvoice: {
              ...audit,
              documentClass: 'owner_statement',
              documentClassLabel: 'Owner statement (property management)',
              termsSource: 'agreement',
              fields: audit.fields.map((f) => (f.name === 'invoiceNumber' ? { ...f, source: 'embedded' } : f)),
            },
          },
        };
      }),
    });
    await user.type(await screen.findByLabelText('Invoice Content'), 'Owner statement with rent and fees');
    await user.click(screen.getByText('Management agreement terms (optional)'));
    await user.type(screen.getByLabelText('Management fee (%)'), '8');
    await user.selectOptions(screen.getByLabelText('Management fee is charged on'), 'collected');
    await user.type(screen.getByLabelText('Late-fee grace period (days)'), '5');
    await user.click(screen.getByRole('button', { name: 'Audit Invoice' }));
    expect(await screen.findByTestId('document-class')).toHaveTextContent('Owner statement (property management)');
    expect(sent?.terms).toEqual({ managementFeePercent: 8, managementFeeBasis: 'collected', lateFeeGraceDays: 5 });
    expect(screen.getByTestId('field-invoiceNumber')).toHaveTextContent('INV-2025-0142');
    expect(screen.getByTestId('field-invoiceNumber')).toHaveTextContent('from the e-invoice data in the PDF');
    expect(screen.getByTestId('field-vendor')).not.toHaveTextContent('e-invoice');
    expect(screen.getByTestId('field-dueDate')).toHaveTextContent('Not found');
    expect(screen.getAllByTestId('finding-evidence')[0]).toHaveTextContent('Line 4: 1. HVAC repair, unit 2B');
    expect(screen.getByTestId('terms-source')).toHaveTextContent('management agreement terms you entered');
  });

  it('refuses a term that is not a valid number before sending anything', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderPage(<InvoiceCheckerPage />, {
      route: '/invoice-checker',
      token: 't',
      handler: withMe(sessionUser(), () => ((calls += 1), { data: null })),
    });
    await user.type(await screen.findByLabelText('Invoice Content'), 'Owner statement with rent and fees');
    await user.click(screen.getByText('Management agreement terms (optional)'));
    await user.type(screen.getByLabelText('Management fee (%)'), '150');
    await user.click(screen.getByRole('button', { name: 'Audit Invoice' }));
    expect(await screen.findByText('Enter a percentage between 0 and 100')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('shows the monthly-limit screen for a basic plan that is used up', async () => {
    renderPage(<InvoiceCheckerPage />, {
      route: '/invoice-checker',
      token: 't',
      handler: withMe(sessionUser({ planType: 'basic', subscriptionStatus: 'active', usageCount: 25, quota: 25 })),
    });
    expect(await screen.findByRole('heading', { name: 'Monthly Limit Reached' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/pricing');
  });

  it("toasts 'Audit Failed' with the error message", async () => {
    const user = userEvent.setup();
    renderPage(<InvoiceCheckerPage />, {
      route: '/invoice-checker',
      token: 't',
      handler: withMe(sessionUser(), () => ({
        errors: [{ message: 'No line items could be read', extensions: { code: 'BAD_USER_INPUT' } }],
      })),
    });
    await user.type(await screen.findByLabelText('Invoice Content'), 'nothing useful here at all');
    await user.click(screen.getByRole('button', { name: 'Audit Invoice' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Audit Failed');
    expect(toast).toHaveTextContent('No line items could be read');
  });
});
