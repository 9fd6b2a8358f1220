import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Theme } from '@radix-ui/themes';
import { DataSources } from './data-sources';

describe('DataSources', () => {
  it('shows each vintage at its own precision, never "Jan 1, 1970" for a year', () => {
    render(
      <Theme>
        <DataSources
          sources={[
            { id: 'acs', label: 'Census ACS', asOf: '2024' },
            { id: 'zori', label: 'Zillow ZORI', asOf: '2025-10' },
            { id: 'fmr', label: 'HUD FMR', asOf: '2025-10-01' },
          ]}
        />
      </Theme>,
    );
    expect(screen.getByText(/Census ACS/).closest('li')).toHaveTextContent('Census ACS (as of 2024)');
    expect(screen.getByText(/Zillow ZORI/).closest('li')).toHaveTextContent('(as of Oct 2025)');
    expect(screen.getByText(/HUD FMR/).closest('li')).toHaveTextContent('(as of Oct 1, 2025)');
    expect(document.body).not.toHaveTextContent('1970');
  });
});
