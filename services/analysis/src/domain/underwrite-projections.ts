import { irr, remainingBalance, sum } from './finance.ts';
import { pct, ratio, usd } from './format.ts';
import { metric, type HorizonReturn, type ProjectionYear, type UnderwritingInput } from './underwrite-types.ts';

// The multi-year view: yearly income, costs, value and loan balance, and the returns at each horizon
// (IRR and equity multiple) when the property is sold at the end of it.

export function project(
  input: UnderwritingInput,
  years: number,
  loan: { loanAmount: number; monthlyRate: number; termMonths: number; monthlyPayment: number },
): ProjectionYear[] {
  const rows: ProjectionYear[] = [];
  for (let year = 1; year <= years; year += 1) {
    const rentFactor = (1 + input.rentGrowthPct / 100) ** (year - 1);
    const expenseFactor = (1 + input.expenseGrowthPct / 100) ** (year - 1);
    const gsr = input.monthlyRent * 12 * rentFactor;
    const egi = gsr * (1 - input.vacancyPct / 100);
    const opex =
      (input.purchasePrice * (input.propertyTaxRatePct / 100) + input.insuranceAnnual + input.hoaMonthly * 12) *
        expenseFactor +
      egi * (input.managementPct / 100) +
      gsr * ((input.maintenancePct + input.capexPct) / 100);
    const noi = egi - opex;
    const paymentsThisYear = Math.max(0, Math.min(12, loan.termMonths - (year - 1) * 12));
    const debtService = loan.loanAmount > 0 ? loan.monthlyPayment * paymentsThisYear : 0;
    const propertyValue = input.purchasePrice * (1 + input.appreciationPct / 100) ** year;
    const loanBalance =
      loan.loanAmount > 0 ? remainingBalance(loan.loanAmount, loan.monthlyRate, loan.termMonths, year * 12) : 0;
    rows.push({
      year,
      grossScheduledRent: gsr,
      effectiveGrossIncome: egi,
      operatingExpenses: opex,
      noi,
      debtService,
      cashFlow: noi - debtService,
      propertyValue,
      loanBalance,
      equity: propertyValue - loanBalance,
    });
  }
  return rows;
}

export function horizonReturn(
  input: UnderwritingInput,
  years: number,
  projection: ProjectionYear[],
  cashInvested: number,
): HorizonReturn {
  const rows = projection.slice(0, years);
  const last = rows[rows.length - 1];
  const saleValue = last?.propertyValue ?? input.purchasePrice;
  const sellingCosts = saleValue * (input.sellingCostsPct / 100);
  const loanBalanceAtSale = last?.loanBalance ?? 0;
  const netSaleProceeds = saleValue - sellingCosts - loanBalanceAtSale;
  const yearlyCashFlows = rows.map((r) => r.cashFlow);
  const totalCashFlow = sum(yearlyCashFlows);
  const cashflows = [-cashInvested, ...yearlyCashFlows.map((cf, i) => (i === years - 1 ? cf + netSaleProceeds : cf))];

  const rate = cashInvested > 0 ? irr(cashflows) : null;
  const irrPct = rate === null ? null : rate * 100;
  const saleText = `net sale proceeds = value ${usd(saleValue)} - selling costs ${usd(sellingCosts)} - loan balance ${usd(loanBalanceAtSale)} = ${usd(netSaleProceeds)}`;
  const irrFormula =
    irrPct === null
      ? cashInvested > 0
        ? `${years}-year IRR is not defined: the cash flows (${cashflows.map((cf) => usd(cf)).join(', ')}) never turn positive, so the cash invested is not recovered`
        : `${years}-year IRR is not defined: no cash is invested`
      : `${years}-year IRR = the rate r at which -cash invested + Σ yearly cash flow / (1 + r)^t + net sale proceeds / (1 + r)^${years} = 0; ` +
        `cash flows ${cashflows.map((cf) => usd(cf)).join(', ')} (${saleText}) give r = ${pct(irrPct)}`;

  // Equity multiple = total cash returned / total equity invested. A year with negative cash flow, or a sale
  // that does not cover the loan, is more equity put in, not a negative return; so the multiple is never negative.
  const yearEnd = [...yearlyCashFlows.slice(0, -1), (yearlyCashFlows.at(-1) ?? 0) + netSaleProceeds];
  const returned = sum(yearEnd.map((cf) => Math.max(0, cf)));
  const addedEquity = sum(yearEnd.map((cf) => Math.max(0, -cf)));
  const equityInvested = cashInvested + addedEquity;
  const multiple = equityInvested > 0 ? returned / equityInvested : null;
  const multipleFormula =
    multiple === null
      ? `${years}-year equity multiple is not defined: no cash is invested`
      : `${years}-year equity multiple = total cash returned / total equity invested = ` +
        `${usd(returned)} / (${usd(cashInvested)} at purchase${addedEquity > 0 ? ` + ${usd(addedEquity)} paid in later to cover shortfalls` : ''}) = ${ratio(multiple)}x ` +
        `(cash returned = positive yearly cash flows + net sale proceeds of ${usd(netSaleProceeds)})`;

  return {
    years,
    irr: metric(`irr${years}Year`, `${years}-year IRR`, irrPct, 'percent', irrFormula),
    equityMultiple: metric(
      `equityMultiple${years}Year`,
      `${years}-year equity multiple`,
      multiple,
      'multiple',
      multipleFormula,
    ),
    saleValue,
    sellingCosts,
    loanBalanceAtSale,
    netSaleProceeds,
    totalCashFlow,
    cashflows,
  };
}
