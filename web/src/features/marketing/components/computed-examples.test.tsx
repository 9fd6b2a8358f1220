import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/testing/test-utils';
import examples from '../content/demo-results.json';
import ComputedExamples from './computed-examples';

describe('ComputedExamples', () => {
  it("shows the engines' results for the named examples, each market figure with its place and period", () => {
    renderPage(<ComputedExamples />);
    expect(screen.getByRole('heading', { name: 'Real examples, computed by the tools' })).toBeInTheDocument();
    if (examples.property) expect(screen.getByText(new RegExp(examples.property.address))).toBeInTheDocument();
    for (const finding of examples.invoice.findings) expect(screen.getByText(finding.title)).toBeInTheDocument();
    for (const figure of examples.market?.figures ?? []) {
      const term = screen.getByText(figure.label, { exact: false });
      if (figure.geography) expect(term).toHaveTextContent(figure.geography);
    }
    expect(document.body).not.toHaveTextContent('1970');
  });
});
