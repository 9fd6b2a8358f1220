import { pct, usd } from './format.ts';
import { metric, type UnderwritingInput, type UnderwritingResult } from './underwrite-types.ts';

/** Year-one income and operating costs in dollars, before they are dressed as metrics. */
export interface OperatingFigures {
  gsr: number;
  vacancyLoss: number;
  egi: number;
  propertyTax: number;
  insurance: number;
  management: number;
  maintenance: number;
  capex: number;
  hoa: number;
  opex: number;
  noi: number;
}

/** Year-one income, operating expenses and NOI of a deal. */
export function operatingFigures(input: UnderwritingInput): OperatingFigures {
  const f = (valuePct: number) => valuePct / 100;
  const price = input.purchasePrice;
  const gsr = input.monthlyRent * 12;
  const vacancyLoss = gsr * f(input.vacancyPct);
  const egi = gsr - vacancyLoss;
  const propertyTax = price * f(input.propertyTaxRatePct);
  const insurance = input.insuranceAnnual;
  // Managers bill on collected rent; maintenance and capex are budgeted on scheduled rent.
  const management = egi * f(input.managementPct);
  const maintenance = gsr * f(input.maintenancePct);
  const capex = gsr * f(input.capexPct);
  const hoa = input.hoaMonthly * 12;
  const opex = propertyTax + insurance + management + maintenance + capex + hoa;
  return { gsr, vacancyLoss, egi, propertyTax, insurance, management, maintenance, capex, hoa, opex, noi: egi - opex };
}

export function incomeMetrics(input: UnderwritingInput, o: OperatingFigures): UnderwritingResult['income'] {
  return {
    grossScheduledRent: metric(
      'grossScheduledRent',
      'Gross scheduled rent (annual)',
      o.gsr,
      'USD/year',
      `Gross scheduled rent = monthly rent × 12 = ${usd(input.monthlyRent)} × 12 = ${usd(o.gsr)}`,
    ),
    vacancyLoss: metric(
      'vacancyLoss',
      'Vacancy loss (annual)',
      o.vacancyLoss,
      'USD/year',
      `Vacancy loss = gross scheduled rent × vacancy = ${usd(o.gsr)} × ${pct(input.vacancyPct)} = ${usd(o.vacancyLoss)}`,
    ),
    effectiveGrossIncome: metric(
      'effectiveGrossIncome',
      'Effective gross income (annual)',
      o.egi,
      'USD/year',
      `Effective gross income = gross scheduled rent - vacancy loss = ${usd(o.gsr)} - ${usd(o.vacancyLoss)} = ${usd(o.egi)}`,
    ),
  };
}

export function operatingExpenseMetrics(
  input: UnderwritingInput,
  o: OperatingFigures,
): UnderwritingResult['operatingExpenses'] {
  const price = input.purchasePrice;
  return {
    propertyTax: metric(
      'propertyTax',
      'Property tax',
      o.propertyTax,
      'USD/year',
      `Property tax = purchase price × tax rate = ${usd(price)} × ${pct(input.propertyTaxRatePct, 2)} = ${usd(o.propertyTax)}`,
    ),
    insurance: metric('insurance', 'Insurance', o.insurance, 'USD/year', `Insurance = ${usd(o.insurance)} a year`),
    management: metric(
      'management',
      'Property management',
      o.management,
      'USD/year',
      `Management = effective gross income × ${pct(input.managementPct)} = ${usd(o.egi)} × ${pct(input.managementPct)} = ${usd(o.management)}`,
    ),
    maintenance: metric(
      'maintenance',
      'Maintenance',
      o.maintenance,
      'USD/year',
      `Maintenance = gross scheduled rent × ${pct(input.maintenancePct)} = ${usd(o.gsr)} × ${pct(input.maintenancePct)} = ${usd(o.maintenance)}`,
    ),
    capexReserve: metric(
      'capexReserve',
      'Capital expenditure reserve',
      o.capex,
      'USD/year',
      `CapEx reserve = gross scheduled rent × ${pct(input.capexPct)} = ${usd(o.gsr)} × ${pct(input.capexPct)} = ${usd(o.capex)}`,
    ),
    hoaOther: metric(
      'hoaOther',
      'HOA and other fixed costs',
      o.hoa,
      'USD/year',
      `HOA and other = monthly amount × 12 = ${usd(input.hoaMonthly)} × 12 = ${usd(o.hoa)}`,
    ),
    total: metric(
      'operatingExpenses',
      'Operating expenses (annual)',
      o.opex,
      'USD/year',
      `Operating expenses = property tax + insurance + management + maintenance + capex reserve + HOA/other = ` +
        `${[o.propertyTax, o.insurance, o.management, o.maintenance, o.capex, o.hoa].map((v) => usd(v)).join(' + ')} = ${usd(o.opex)}`,
    ),
  };
}

export function noiMetric(o: OperatingFigures) {
  return metric(
    'noi',
    'Net operating income (annual)',
    o.noi,
    'USD/year',
    `NOI = effective gross income - operating expenses = ${usd(o.egi)} - ${usd(o.opex)} = ${usd(o.noi)}`,
  );
}
