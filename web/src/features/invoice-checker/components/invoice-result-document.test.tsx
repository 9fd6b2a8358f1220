import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '@/testing/test-utils';
import { DEMO_AUDIT, DEMO_INVOICE_TEXT } from '../demo/demo-invoice';
import { impactByKind } from './impact-by-kind';
import { InvoiceResult } from './invoice-result';

const audit = {
  ...DEMO_AUDIT,
  id: 'a1',
  documentLines: DEMO_INVOICE_TEXT.split('\n').map((text, i) => ({ line: i + 1, text })),
};

const lineRow = (line: number) =>
  within(screen.getByTestId('document-view')).getByText((_, el) => el?.getAttribute('data-line') === String(line));

describe('InvoiceResult document view', { timeout: 20_000 }, () => {
  beforeAll(() => import('@/features/charts'));

  it('shows the document beside the findings with every evidence line tinted and none highlighted', () => {
    renderPage(<InvoiceResult audit={audit} />);
    expect(screen.getByRole('region', { name: 'Document text' })).toBeInTheDocument();
    expect(lineRow(4)).toHaveClass('is-evidence');
    expect(lineRow(9)).toHaveClass('document-line');
    expect(lineRow(9)).not.toHaveClass('is-evidence');
    expect(screen.getByTestId('document-view').querySelectorAll('[data-highlighted]')).toHaveLength(0);
  });

  it("highlights a finding's evidence lines, and only them, when its 'Show in document' is clicked", async () => {
    const user = userEvent.setup();
    renderPage(<InvoiceResult audit={audit} />);
    await user.click(screen.getByRole('button', { name: 'Show in document (lines 10, 11)' }));
    const highlighted = [...screen.getByTestId('document-view').querySelectorAll('[data-highlighted]')].map((el) =>
      el.getAttribute('data-line'),
    );
    expect(highlighted).toEqual(['10', '11']);
    expect(lineRow(10)).toHaveTextContent('Subtotal');
    expect(screen.getByRole('button', { name: 'Show in document (lines 10, 11)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Show in document (line 6)' }));
    expect(
      [...screen.getByTestId('document-view').querySelectorAll('[data-highlighted]')].map((el) =>
        el.getAttribute('data-line'),
      ),
    ).toEqual(['6']);
  });

  it('charts dollars at stake by kind of finding, leaving out notes', async () => {
    renderPage(<InvoiceResult audit={audit} />);
    const img = await screen.findByRole('img', { name: /Dollars at stake by kind of finding/ }, { timeout: 8000 });
    const bars = [...img.querySelectorAll('.category-bar')].map((b) => [
      b.getAttribute('data-label'),
      Number(b.getAttribute('data-value')),
    ]);
    expect(bars).toEqual([
      ['Duplicate charge', 450],
      ['Excessive fee', 245],
      ['Total does not match the line items', 63],
    ]);
  });

  it('adds amounts within a kind', () => {
    const twice = [DEMO_AUDIT.findings[0]!, { ...DEMO_AUDIT.findings[0]!, amount: 50.25 }];
    expect(impactByKind(twice)).toEqual([{ label: 'Duplicate charge', value: 500.25 }]);
  });

  it('leaves the document view out when the audit has no text kept, and the chart out of the demo', () => {
    renderPage(<InvoiceResult audit={DEMO_AUDIT} demo />);
    expect(screen.queryByTestId('document-view')).toBeNull();
    expect(screen.queryByRole('button', { name: /Show in document/ })).toBeNull();
    expect(screen.queryByText('Dollars at stake by kind of finding')).toBeNull();
  });
});
