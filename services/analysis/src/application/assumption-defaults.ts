import { PRODUCT_DEFAULTS, type UnderwritingInput } from '../domain/index.ts';

const DEFAULT_LABELS: Partial<
  Record<keyof typeof PRODUCT_DEFAULTS, { key: keyof UnderwritingInput; label: string; unit: string }>
> = {
  downPaymentPct: { key: 'downPaymentPct', label: 'Down payment', unit: 'percent' },
  loanTermYears: { key: 'loanTermYears', label: 'Loan term', unit: 'years' },
  closingCostsPct: { key: 'closingCostsPct', label: 'Closing costs', unit: 'percent' },
  managementPct: { key: 'managementPct', label: 'Property management', unit: 'percent' },
  maintenancePct: { key: 'maintenancePct', label: 'Maintenance', unit: 'percent' },
  capexPct: { key: 'capexPct', label: 'Capital-expenditure reserve', unit: 'percent' },
  hoaMonthly: { key: 'hoaMonthly', label: 'HOA and other monthly costs', unit: 'USD/month' },
  sellingCostsPct: { key: 'sellingCostsPct', label: 'Selling costs', unit: 'percent' },
  holdingYears: { key: 'holdingYears', label: 'Holding period', unit: 'years' },
  expenseGrowthPct: { key: 'expenseGrowthPct', label: 'Expense growth', unit: 'percent/year' },
  mortgageRatePct: { key: 'interestRatePct', label: 'Mortgage interest rate', unit: 'percent/year' },
  propertyTaxRatePct: { key: 'propertyTaxRatePct', label: 'Property-tax rate', unit: 'percent/year' },
  vacancyPct: { key: 'vacancyPct', label: 'Vacancy', unit: 'percent' },
  rentGrowthPct: { key: 'rentGrowthPct', label: 'Rent growth', unit: 'percent/year' },
  appreciationPct: { key: 'appreciationPct', label: 'Appreciation', unit: 'percent/year' },
};

/** The assumptions a deal starts from, with where each figure comes from when an analysis runs. */
export function assumptionDefaults() {
  return Object.entries(DEFAULT_LABELS).map(([name, meta]) => {
    const d = PRODUCT_DEFAULTS[name as keyof typeof PRODUCT_DEFAULTS];
    const market = ['mortgageRatePct', 'propertyTaxRatePct', 'vacancyPct', 'rentGrowthPct', 'appreciationPct'].includes(
      name,
    );
    return {
      key: meta!.key,
      label: meta!.label,
      value: d.value,
      unit: meta!.unit,
      source: market ? 'market data for the ZIP (this figure is the fallback)' : 'product default',
      sourceId: null,
      rationale: market ? `Set from the ZIP's market data when the analysis runs. ${d.rationale}` : d.rationale,
    };
  });
}
