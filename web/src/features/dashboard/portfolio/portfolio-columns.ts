import { formatCurrency, formatPercent } from '@/lib/format';
import type { PortfolioRow, SortKey } from './portfolio-rows';

const ratio = (v: number | null) => (v === null ? '-' : `${v.toFixed(2)}x`);

/** The portfolio's figures in table order: each column's sort key, heading and display. */
export const PORTFOLIO_COLUMNS: Array<{ key: SortKey; label: string; show: (r: PortfolioRow) => string }> = [
  { key: 'address', label: 'Property', show: (r) => `${r.address} ${r.zipCode}` },
  { key: 'price', label: 'Price', show: (r) => formatCurrency(r.price) },
  { key: 'valueEstimate', label: 'Value estimate', show: (r) => formatCurrency(r.valueEstimate) },
  { key: 'rent', label: 'Rent', show: (r) => `${formatCurrency(r.rent)}/mo` },
  { key: 'capRate', label: 'Cap rate', show: (r) => formatPercent(r.capRate) },
  { key: 'cashOnCash', label: 'Cash-on-cash', show: (r) => formatPercent(r.cashOnCash) },
  { key: 'dscr', label: 'DSCR', show: (r) => ratio(r.dscr) },
  { key: 'irr', label: 'IRR', show: (r) => formatPercent(r.irr) },
  { key: 'risk', label: 'Risk', show: (r) => `${r.risk} (${r.riskLevel})` },
];
