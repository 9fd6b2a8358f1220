import { pct, ratio, usd } from './format.ts';
import type { PropertyMarketContext } from './market-context.ts';
import type { RiskAssessment } from './risk.ts';
import type { HorizonReturn, UnderwritingResult } from './underwrite-types.ts';

export interface NarrativeFacts {
  address: string;
  zipCode: string;
  estimatedValue: { point: number; low: number; high: number };
  monthlyRent: { point: number; low: number; high: number };
  underwriting: UnderwritingResult;
  risk: RiskAssessment;
  dataConfidence: PropertyMarketContext['dataConfidence'];
}

// The narrative is written from a template, never by a language model, so that it can only restate
// figures the engine computed. Every number it prints is a value held elsewhere in the analysis result,
// formatted by the same helpers the formulas use; the tests check this for every sentence.
export function writeInvestmentNarrative(facts: NarrativeFacts): string {
  const uw = facts.underwriting;
  const input = uw.input;
  const sentences: string[] = [];

  sentences.push(
    `${facts.address}, ${facts.zipCode} has an estimated market value of ${usd(facts.estimatedValue.point)} ` +
      `(likely range ${usd(facts.estimatedValue.low)} to ${usd(facts.estimatedValue.high)}) and an estimated market rent of ` +
      `${usd(facts.monthlyRent.point)} a month (range ${usd(facts.monthlyRent.low)} to ${usd(facts.monthlyRent.high)}).`,
  );

  const financing = uw.isAllCash
    ? 'paid for in cash'
    : `financed with ${pct(input.downPaymentPct)} down at ${pct(input.interestRatePct, 2)} over ${input.loanTermYears} years`;
  const noi = value(uw.noi);
  const opex = value(uw.operatingExpenses.total);
  if (input.monthlyRent > 0) {
    sentences.push(
      `Bought at ${usd(input.purchasePrice)}, ${financing}, and rented at ${usd(input.monthlyRent)} a month, the property would ` +
        `earn net operating income of ${usd(noi)} a year (effective gross income of ${usd(value(uw.income.effectiveGrossIncome))} ` +
        `less operating costs of ${usd(opex)}), a cap rate of ${pct(value(uw.capRate))}.`,
    );
  } else {
    sentences.push(
      `Bought at ${usd(input.purchasePrice)}, ${financing}, with no rental income the property would run operating costs of ` +
        `${usd(opex)} a year, so net operating income is ${usd(noi)}.`,
    );
  }

  sentences.push(cashFlowSentence(uw));
  if (uw.breakEvenOccupancy.value !== null) {
    const needed = uw.breakEvenOccupancy.value;
    const covers = `to cover operating costs${uw.isAllCash ? '' : ' and the loan'}`;
    sentences.push(
      needed > 100
        ? `It would need ${pct(needed)} occupancy ${covers}, more than a fully let property can reach.`
        : `It needs ${pct(needed)} occupancy ${covers}.`,
    );
  }
  if (input.monthlyRent > 0) {
    sentences.push(
      `Monthly rent is ${pct(uw.onePercentRule.ratio.value ?? 0, 2)} of the price, ` +
        `${uw.onePercentRule.passes ? 'meeting' : 'short of'} the ${pct(uw.onePercentRule.thresholdPct, 0)} rule of thumb.`,
    );
  }

  sentences.push(returnsSentence(uw));
  sentences.push(riskSentence(facts.risk));
  sentences.push(whatWouldChangeSentence(uw));
  sentences.push(
    `Data confidence is ${facts.dataConfidence.level}` +
      (facts.dataConfidence.notes.length > 0 ? `: ${facts.dataConfidence.notes.map(endSentence).join(' ')}` : '.'),
  );

  return sentences.join(' ');
}

function value(m: { value: number | null }): number {
  return m.value ?? 0;
}

function endSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

function monthlyCashFlowText(monthly: number): string {
  return monthly >= 0 ? `${usd(monthly)} a month` : `negative, a shortfall of ${usd(-monthly)} a month`;
}

function cashFlowSentence(uw: UnderwritingResult): string {
  const monthly = value(uw.monthlyCashFlow);
  const invested = usd(value(uw.totalCashInvested));
  const coc =
    uw.cashOnCash.value === null
      ? ''
      : `, a cash-on-cash return of ${pct(uw.cashOnCash.value)} on ${invested} invested`;
  if (uw.isAllCash) {
    return `With no loan, cash flow equals net operating income: ${monthlyCashFlowText(monthly)}${coc}.`;
  }
  const dscr = uw.dscr.value === null ? '' : ` The debt service coverage ratio is ${ratio(uw.dscr.value)}.`;
  return (
    `After the loan payment of ${usd(value(uw.monthlyPrincipalAndInterest))} a month, cash flow in year one is ` +
    `${monthlyCashFlowText(monthly)}${coc}.${dscr}`
  );
}

function irrText(ret: HorizonReturn): string {
  return ret.irr.value === null ? 'not meaningful, because the cash invested is never recovered' : pct(ret.irr.value);
}

function returnsSentence(uw: UnderwritingResult): string {
  const input = uw.input;
  const primary = uw.returns.find((r) => r.years === input.holdingYears) ?? uw.returns[0];
  if (!primary) return '';
  const others = uw.returns.filter((r) => r !== primary);
  const multiple = (r: HorizonReturn) =>
    r.equityMultiple.value === null ? '' : ` with an equity multiple of ${ratio(r.equityMultiple.value)}x`;
  const rest = others.map((r) => `over ${r.years} years, ${irrText(r)}${multiple(r)}`).join('; ');
  return (
    `Assuming rent grows ${pct(input.rentGrowthPct)} and value ${pct(input.appreciationPct)} a year, with a sale after ` +
    `${primary.years} years at ${usd(primary.saleValue)} less ${pct(input.sellingCostsPct)} selling costs, the projected IRR is ` +
    `${irrText(primary)}${multiple(primary)}${rest ? `; ${rest}` : ''}.`
  );
}

function riskSentence(risk: RiskAssessment): string {
  const drivers = [...risk.parts]
    .filter((p) => p.points > 0)
    .sort((a, b) => b.points / b.maxPoints - a.points / a.maxPoints || b.points - a.points)
    .slice(0, 2);
  const head = `The risk score is ${risk.score} of ${risk.maxScore} (${risk.level}).`;
  if (drivers.length === 0) return `${head} No risk factor adds points.`;
  const described = drivers.map(
    (p) => `${p.name}, ${p.points} of ${p.maxPoints} points (${p.explanation.replace(/\.$/, '')})`,
  );
  return `${head} The main ${drivers.length === 1 ? 'driver' : 'drivers'}: ${described.join('; ')}.`;
}

function whatWouldChangeSentence(uw: UnderwritingResult): string {
  const monthly = value(uw.monthlyCashFlow);
  const price = uw.breakEvenPrice.value;
  const rent = uw.breakEvenRent.value;
  if (monthly < 0) {
    const options = [
      price !== null ? `the price fell to ${usd(price)}` : null,
      rent !== null ? `the rent rose to ${usd(rent)} a month` : null,
    ].filter((o): o is string => o !== null);
    if (options.length === 0) {
      return 'No change of price or rent alone makes cash flow break even; the costs that scale with rent consume it all.';
    }
    return `Cash flow would break even, all else equal, if ${options.join(' or if ')}.`;
  }
  const limits = [
    rent !== null ? `the rent fell below ${usd(rent)} a month` : null,
    price !== null ? `the price rose above ${usd(price)}` : null,
  ].filter((o): o is string => o !== null);
  return limits.length > 0
    ? `Cash flow would turn negative, all else equal, if ${limits.join(' or if ')}.`
    : 'Cash flow does not depend on the price here, as there is neither a loan nor a property tax.';
}
