/** One analysed property as the portfolio compares it; a figure the analysis lacks is null. */
export interface PortfolioRow {
  id: string;
  createdAt: string;
  address: string;
  zipCode: string;
  price: number | null;
  valueEstimate: number;
  rent: number;
  capRate: number | null;
  cashOnCash: number | null;
  dscr: number | null;
  irr: number | null;
  risk: number;
  riskLevel: string;
}

interface AnalysisNode {
  id: string;
  createdAt: string;
  address: string;
  zipCode: string;
  estimatedValue: number;
  monthlyRent: number;
  metrics: ReadonlyArray<{ key: string; value: number | null }>;
  assumptions: ReadonlyArray<{ key: string; value: number }>;
  risk: { score: number; level: string };
}

/** Reads each analysis's figures from its metrics and assumptions; IRR is the one over its own holding period. */
export function toPortfolioRows(nodes: readonly AnalysisNode[]): PortfolioRow[] {
  return nodes.map((n) => {
    const metric = (key: string) => n.metrics.find((m) => m.key === key)?.value ?? null;
    const assumption = (key: string) => n.assumptions.find((a) => a.key === key)?.value ?? null;
    const hold = assumption('holdingYears');
    return {
      id: n.id,
      createdAt: n.createdAt,
      address: n.address,
      zipCode: n.zipCode,
      price: assumption('purchasePrice'),
      valueEstimate: n.estimatedValue,
      rent: assumption('monthlyRent') ?? n.monthlyRent,
      capRate: metric('capRate'),
      cashOnCash: metric('cashOnCash'),
      dscr: metric('dscr'),
      irr: (hold !== null ? metric(`irr${Math.round(hold)}Year`) : null) ?? metric('irr10Year'),
      risk: n.risk.score,
      riskLevel: n.risk.level,
    };
  });
}

export type SortKey =
  'address' | 'price' | 'valueEstimate' | 'rent' | 'capRate' | 'cashOnCash' | 'dscr' | 'irr' | 'risk';

/** Rows sorted by `key` (missing figures last either way), then kept when the address or ZIP contains `filter`. */
export function sortAndFilter(
  rows: readonly PortfolioRow[],
  key: SortKey,
  descending: boolean,
  filter: string,
): PortfolioRow[] {
  const needle = filter.trim().toLowerCase();
  const kept = needle
    ? rows.filter((r) => r.address.toLowerCase().includes(needle) || r.zipCode.includes(needle))
    : [...rows];
  return kept.sort((a, b) => {
    const x = a[key];
    const y = b[key];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    const order = typeof x === 'string' ? x.localeCompare(String(y)) : x - (y as number);
    return descending ? -order : order;
  });
}
