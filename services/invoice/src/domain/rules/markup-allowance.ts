/**
 * The markup a bill may add to cost: the rate the management agreement sets (terms entered in the form or read from
 * the document), else the rate the vendor discloses on the bill ('Parts at cost plus 15%'). One finding wording for
 * every rule that finds a markup above it.
 */
import { formatPercent, formatUsd } from '../money.ts';
import type { AgreementTerms } from '../terms/agreement-terms.ts';
import type { Finding, ParsedInvoice } from '../types.ts';
import { finding } from './describe.ts';

export interface MarkupAllowance {
  percent: number;
  /** True when the rate comes from the agreement, false when the vendor disclosed it. */
  agreed: boolean;
}

export function markupAllowance(parsed: ParsedInvoice, terms: AgreementTerms): MarkupAllowance | null {
  if (terms.repairMarkupPercent != null) return { percent: terms.repairMarkupPercent, agreed: true };
  const disclosed = parsed.context.disclosedMarkupPercent;
  return disclosed === null ? null : { percent: disclosed, agreed: false };
}

/** `charged` says what was billed ('Line 7 applies a 25% markup to $200.00 of cost'); the rest is common. */
export function markupAboveAllowance(
  allowance: MarkupAllowance,
  charged: string,
  lineRefs: number[],
  overcharge: number,
): Finding {
  const allows = allowance.agreed ? 'your management agreement allows' : 'the invoice states an agreed markup of';
  return finding({
    type: 'error',
    code: allowance.agreed ? 'FEES.MARKUP_ABOVE_AGREEMENT' : 'FEES.MARKUP_ABOVE_DISCLOSED',
    title: 'Markup above the agreed rate',
    description: `${charged}, but ${allows} ${formatPercent(allowance.percent)}. Overcharge: ${formatUsd(overcharge)}. Rule: a markup may not exceed the rate the vendor disclosed or contracted for.`,
    lineRefs,
    impact: overcharge,
  });
}
