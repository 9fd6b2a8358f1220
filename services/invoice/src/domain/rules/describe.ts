/** Shared wording and selection helpers so that every finding names its lines the same way. */
import { formatUsd, roundCents } from '../money.ts';
import type { Finding, LineItem, ParsedInvoice } from '../types.ts';

/** Body items and summary fees: everything the owner is charged for, one entry per printed line. */
export function chargedItems(parsed: ParsedInvoice): LineItem[] {
  return [...parsed.lineItems, ...parsed.fees];
}

export function describeLine(item: LineItem): string {
  const text = item.description.length > 60 ? `${item.description.slice(0, 57)}...` : item.description;
  return `line ${item.lineNumber} ("${text}", ${formatUsd(item.amount)})`;
}

export function describeLines(items: readonly LineItem[]): string {
  return items.map(describeLine).join(', ');
}

/** Builds a finding with a non-negative impact rounded to cents, as the contract requires. */
export function finding(fields: Omit<Finding, 'impact'> & { impact: number }): Finding {
  return { ...fields, impact: Math.max(0, roundCents(fields.impact)) };
}

/** The first percentage printed in a text, e.g. 12 for 'Management fee (12% of rent)'. */
export function statedPercent(text: string): number | null {
  const match = /(\d+(?:\.\d+)?)\s*%/.exec(text);
  return match ? Number(match[1]) : null;
}

/** The first dollar amount printed inside a description, e.g. the rent in 'Leasing fee (rent $1,800.00)'. */
export function statedDollars(text: string): number | null {
  const match = /\$\s?(\d[\d,]*(?:\.\d{2})?)|(\d{1,3}(?:,\d{3})+\.\d{2}|\d+\.\d{2})/.exec(text);
  const value = match?.[1] ?? match?.[2];
  return value === undefined ? null : Number(value.replaceAll(',', ''));
}
