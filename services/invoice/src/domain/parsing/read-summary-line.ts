/**
 * Recognises the lines below the item table (subtotal, tax, total, payments, balance) and the lines
 * that state a basis for fees (rent collected, monthly rent). The label must start the line, so an
 * item such as 'Tile total replacement' is not mistaken for the invoice total.
 */
import { parseMoney } from '../money.ts';

export type SummaryKind = 'subtotal' | 'tax' | 'total' | 'amountPaid' | 'balanceDue' | 'rentCollected' | 'monthlyRent';

export interface SummaryLine {
  kind: SummaryKind;
  amount: number;
  ratePercent: number | null;
}

const LABELS: readonly [SummaryKind, RegExp][] = [
  // 'Total operating expenses' sums the cost lines above it; what is billed (a share, a markup) comes after.
  [
    'subtotal',
    /^sub[-\s]?total\b|^total\s+(?:(?:operating|common[-\s]area|building|property|project|shared)\s+)?(?:expenses|costs)\b/i,
  ],
  ['tax', /^(?:(?:state|local|county|city|combined)\s+)?(?:sales\s+)?tax\b|^tax\s*\(|^(?:sales|use)\s+tax\b/i],
  [
    'balanceDue',
    /^(?:balance(?:\s+due)?|amount\s+due|balance\s+forward\s+due|please\s+pay|amount\s+owed|total\s+balance\s+due)\b/i,
  ],
  [
    'total',
    /^(?:invoice\s+|grand\s+|statement\s+)?total\b(?:\s+(?:due|amount|charges|invoice))?(?!\s+(?:labou?r|materials?|parts|rent))/i,
  ],
  [
    'amountPaid',
    /^(?:less:?\s+)?(?:amount\s+paid|paid(?:\s+to\s+date)?|payments?(?:\s+(?:received|applied))?|deposit\s+(?:paid|received|applied))\b|^less:?\s+deposit\b/i,
  ],
  [
    'rentCollected',
    /^(?:gross\s+|total\s+)?rents?\s+(?:collected|received)\b|^collected\s+rents?\b|^rental\s+income\s+collected\b/i,
  ],
  ['monthlyRent', /^(?:monthly\s+rent|rent\s+amount|current\s+rent|contract\s+rent|lease\s+rent)\b/i],
];

/** `label` is the text before the amount; `amountText` the final money token of the line. */
export function readSummaryLine(label: string, amountText: string): SummaryLine | null {
  const cleanLabel = label.trim().replace(/^[-*•]\s*/, '');
  const amount = parseMoney(amountText);
  if (amount === null) return null;
  for (const [kind, pattern] of LABELS) {
    if (pattern.test(cleanLabel)) {
      // 'Monthly rent 2,200.00 (150% of one month)   3,300.00': the rent is printed in the label, so the figure at
      // the end is a charge measured on it, not the rent.
      if ((kind === 'monthlyRent' || kind === 'rentCollected') && /\d\.\d{2}\b/.test(cleanLabel)) return null;
      const rate = /(\d+(?:\.\d+)?)\s*%/.exec(cleanLabel);
      // Payments are often printed as negatives or in parentheses; the figure kept is what was paid.
      const value = kind === 'amountPaid' ? Math.abs(amount) : amount;
      return { kind, amount: value, ratePercent: rate ? Number(rate[1]) : null };
    }
  }
  return null;
}

/** A stated markup the vendor agreed to, e.g. 'Materials billed at cost plus 10% per contract'. */
export function readDisclosedMarkup(text: string): number | null {
  // A rate sheet's 'Parts billed at our cost plus 15%' ('at receipt cost', 'at distributor cost + 15%'), with no figure
  // of its own, discloses the vendor's markup.
  const rateSheet = /\bat\s+(?:[a-z]+\s+)?cost\s*(?:plus|\+)\s*(\d+(?:\.\d+)?)\s*%/i.exec(text);
  if (rateSheet && !/\d\.\d{2}\b/.test(text)) return Number(rateSheet[1]);
  if (!/(agreed|contract|agreement|not\s+to\s+exceed|capped|approved|disclosed|msa)/i.test(text)) return null;
  const match = /(?:mark-?up|cost\s+plus)[^%\n]*?(\d+(?:\.\d+)?)\s*%|(\d+(?:\.\d+)?)\s*%\s*(?:mark-?up)/i.exec(text);
  const value = match?.[1] ?? match?.[2];
  return value === undefined ? null : Number(value);
}

/**
 * A monthly rent stated inside a sentence or a header ('12-month term, rent $2,200.00/mo', 'monthly rent of $1,450',
 * 'Rent: $980 per month'), the basis a leasing or renewal fee is measured against. A lease or a new resident's line
 * may give the rent without the word ('New resident: J. Doe, lease 08/15/2025 - 08/14/2026, $1,780.00/mo').
 */
export function readStatedMonthlyRent(text: string): number | null {
  const match =
    /\brent\s*(?:of|is|:|at)?\s*\$\s?(\d[\d,]*(?:\.\d{2})?)\s*(?:\/\s*mo(?:nth)?\b|per\s+month\b|a\s+month\b|monthly\b)|\bmonthly\s+rent\s*(?:of|is|:)?\s*\$\s?(\d[\d,]*(?:\.\d{2})?)/i.exec(
      text,
    ) ?? LEASE_PER_MONTH.exec(text);
  const value = match?.[1] ?? match?.[2];
  return value === undefined ? null : parseMoney(value);
}

const LEASE_PER_MONTH =
  /^(?=.*\b(?:lease[ds]?|leasing|resident|tenant|lessee)\b).*?\$\s?(\d[\d,]*(?:\.\d{2})?)\s*(?:\/\s*mo(?:nth)?\b|per\s+month\b|a\s+month\b)/i;
