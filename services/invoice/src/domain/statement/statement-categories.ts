/**
 * What a line of an owner statement is, from its wording: a balance, rent, a fee, an expense, a
 * draw, or a total of other lines (which is never added again). Order matters: 'Owner draw' is a
 * draw before it is anything else, and 'Total income' is a total, not income.
 */

export type EntryKind =
  | 'opening'
  | 'closing'
  | 'total'
  | 'draw'
  | 'contribution'
  | 'deposit'
  /** Money received for someone else and paid on (guests' cleaning fees, occupancy tax): in, but never a fee basis. */
  | 'passThrough'
  /** A deposit moved out of the owner's cash into a trust or escrow account: money out, but not a charge. */
  | 'trustTransfer'
  | 'managementFee'
  | 'leasingFee'
  | 'renewalFee'
  | 'rent'
  | 'otherIncome'
  | 'expense'
  /** Figures that are not cash: scheduled rent, vacancy loss, a rent roll's 'rent due', the reserve to be kept. */
  | 'info';

const KINDS: readonly [EntryKind, RegExp][] = [
  [
    'opening',
    /\b(?:beginning|opening|starting|previous|prior)\s+(?:cash\s+|operating\s+)?balance\b|\bbalance\s+(?:brought\s+)?forward\b|^(?:beginning|opening|starting)\s+(?:cash|reserve|funds)\b|^(?:(?:operating|owner'?s?|property)\s+)?(?:balance|cash|reserve|funds)\b.*\b(?:at|on\s+hand\s+at)\s+(?:the\s+)?(?:start|beginning)\s+of\s+(?:the\s+)?(?:month|period|statement)\b/i,
  ],
  [
    'closing',
    /\b(?:ending|closing|end\s+of\s+period|new)\s+(?:cash\s+|operating\s+)?balance\b|\bbalance\s+carried\s+forward\b|^(?:ending|closing)\s+(?:cash|reserve|funds)\b|^(?:(?:operating|owner'?s?|property)\s+)?(?:balance|cash|reserve|funds)\b.*\b(?:at|on\s+hand\s+at)\s+(?:the\s+)?end\s+of\s+(?:the\s+)?(?:month|period|statement)\b/i,
  ],
  [
    'total',
    /^(?:sub)?totals?\b|\btotal\s+(?:income|receipts|revenue|expenses?|disbursements|cash\s+(?:in|out)|fees|rent|operating|charges|deductions|rents)\b|^net\s+(?:income|operating|cash|change|to\s+owner|receipts)\b|^(?:gross\s+)?(?:income|expenses)\s+total\b|^net\s+(?:for|by)\s+(?:the\s+)?(?:property|building|unit)\b|^(?:total\s+)?net\s*$|^(?:property|building)\s+(?:net|total)\b/i,
  ],
  [
    'contribution',
    /\bowner\s+(?:contribution|funds?\s+received|deposit)\b|\bcapital\s+contribution\b|\bcontribution\s+from\s+owner\b/i,
  ],
  [
    'draw',
    /\bowner\s+(?:draw|distribution|disbursement|payment|payout|ach|remittance)s?\b|\bdistributions?\s+to\s+owner\b|\b(?:paid|remitted|remittance)\s+to\s+(?:the\s+)?owners?\b|\bdraw\s+to\s+owner\b|\bowner\s+distribution\b|^(?:owner\s+)?draw\b|^distribution\b/i,
  ],
  [
    'trustTransfer',
    /\b(?:placed|held|kept|retained|moved|transferred|deposited)\s+(?:in|to|into)\s+(?:the\s+)?(?:trust|escrow)\b|\bto\s+(?:the\s+)?(?:trust|escrow)\s+account\b/i,
  ],
  ['deposit', /\bsecurity\s+deposit\b|\bdeposit\s+(?:received|held|collected)\b/i],
  // A commission with no other name ('Commission (20% of bookings)') is the manager's fee; leasing and renewal
  // commissions name themselves first.
  [
    'managementFee',
    /\bmanagement\s+(?:fees?|commission)\b|\bmgmt\.?\s*fees?\b|\bmgmt\b|\bmanagement\s+charge\b|^(?:(?:manager'?s?|rental|booking|host)\s+)?commission\b/i,
  ],
  [
    'leasingFee',
    /\bleasing\s+(?:fee|commission)\b|\btenant\s+placement\b|\bplacement\s+fee\b|\blease[-\s]?up\s+fee\b|\bnew\s+lease\s+fee\b|\bfinder'?s?\s+fee\b|\bprocurement\s+fee\b/i,
  ],
  ['renewalFee', /\brenewal\s+(?:fee|commission|charge)\b/i],
  [
    'info',
    /\bscheduled\s+rent\b|\bpotential\s+rent\b|\brent\s+(?:charged|billed|due|roll)\b|\bvacancy\s+loss\b|\bless:?\s+vacancy\b|\bmarket\s+rent\b|\breserve\s+(?:requirement|required|minimum|target|held|retained|on\s+hand)\b|\b(?:minimum|required)\s+reserve\b/i,
  ],
  // 'Listed for rent' and 'rent-ready' describe a unit being let, not rent received.
  ['rent', /(?<!\bfor\s)\brent\b(?![-\s]ready)|\brental\s+income\b|\brents?\s+(?:collected|received)\b/i],
  // 'Cash receipts 3,750.00' is money in whatever section it sits in.
  ['otherIncome', /^(?:cash\s+)?receipts\b|^cash\s+in\b/i],
];

/** Section headings (a line with no amount) decide what an unlabelled line is. */
export type Section = 'income' | 'expense' | 'summary' | null;

export function sectionOf(text: string): Section | undefined {
  // A packet's page banner ('-- Page 2: Rents received --') names its section inside rules and a page number.
  const t = text
    .trim()
    .replace(/^[-=*#~_\s]+|[-=*#~_\s]+$/g, '')
    .replace(/^page\s+\d+\s*(?:of\s+\d+\s*)?[:.\-–]\s*/i, '')
    .replace(/[:\s]+$/, '');
  if (
    /^(?:income|receipts|revenue|cash\s+in|rents?\s+(?:collected|received)|operating\s+income|rental\s+income|money\s+in|income\s+received)$/i.test(
      t,
    )
  )
    return 'income';
  if (
    /^(?:expenses?|disbursements|cash\s+out|operating\s+expenses|other\s+expenses|fees(?:\s+and\s+expenses)?|expenses\s+paid|bills\s+paid|money\s+out|maintenance(?:\s+and\s+repairs)?|charges|deductions|fees\s+and\s+charges|expenses\s+and\s+fees)$/i.test(
      t,
    )
  )
    return 'expense';
  if (
    /^(?:(?:statement|account|cash|owner|property|properties|portfolio|building|consolidated)\s+summary|summary|totals)$/i.test(
      t,
    )
  )
    return 'summary';
  return undefined;
}

// 'HST 13% on management fee', 'VAT @ 20% on management fee': the tax on a fee, owed to the government, not the fee.
const TAX_ON_FEE = /^(?:hst|gst|pst|qst|vat|sales\s+tax|tax)\b.*\bon\b/i;

// A reconciliation block prints its operators before the labels ('+ Net income', '- Owner draw', '= Ending balance').
const LEADING_OPERATOR = /^\s*[+\-−–=]\s+/;

export function kindOf(printedLabel: string, section: Section): EntryKind {
  const label = printedLabel.replace(LEADING_OPERATOR, '');
  for (const [kind, pattern] of KINDS) {
    if (!pattern.test(label)) continue;
    if ((kind === 'managementFee' || kind === 'leasingFee' || kind === 'renewalFee') && TAX_ON_FEE.test(label))
      return 'expense';
    // 'Late fee income' or 'Pet rent' read as rent; a fee line under income is income the owner kept.
    // 'Deposit received - held in trust' is still a receipt; under Expenses a transfer stays an expense line.
    if (kind === 'trustTransfer' && /\b(?:received|collected)\b/i.test(label)) continue;
    if ((kind === 'deposit' || kind === 'trustTransfer') && section === 'expense') return 'expense';
    if (kind === 'rent' && /\bfee\b/i.test(label) && !/\brent\b.*\bcollected\b/i.test(label))
      return section === 'expense' ? 'expense' : 'otherIncome';
    return kind;
  }
  if (
    /\blate\s+fees?\b|\binterest\b|\bapplication\s+fee\b|\bnsf\s+fee\b|\bincome\b/i.test(label) &&
    section !== 'expense'
  )
    return 'otherIncome';
  return section === 'income' ? 'otherIncome' : 'expense';
}

const OWNER_IN = /\bcontribution\b|\bfunds?\s+received\b/i;
const OWNER_OUT = /\bdistribution\b|\bdraw\b|\bdisbursement\b/i;

/**
 * 'Owner contribution / (distribution)  (619.00)' names both ways money moves between owner and manager: the word
 * in parentheses is the one a parenthesised (negative) figure stands for, so the sign decides.
 */
export function ownerMoneyBothWays(label: string, negative: boolean): 'draw' | 'contribution' | null {
  const pair = /^(.*?)\/\s*\(([^)]*)\)/.exec(label) ?? /^(.*?)\(([^)]*)\)\s*\/(.*)$/.exec(label);
  if (!pair || !/\bowner\b/i.test(label)) return null;
  const plain = `${pair[1] ?? ''} ${pair[3] ?? ''}`;
  const bracketed = pair[2] ?? '';
  const outWhenNegative = OWNER_OUT.test(bracketed) && OWNER_IN.test(plain);
  const inWhenNegative = OWNER_IN.test(bracketed) && OWNER_OUT.test(plain);
  if (outWhenNegative) return negative ? 'draw' : 'contribution';
  if (inWhenNegative) return negative ? 'contribution' : 'draw';
  return null;
}

/** Kinds that add to the owner's cash; the others (but balances and totals) take from it. */
export function isInflow(kind: EntryKind): boolean {
  return (
    kind === 'rent' || kind === 'otherIncome' || kind === 'contribution' || kind === 'deposit' || kind === 'passThrough'
  );
}

/** Kinds that take from the owner's cash: fees, expenses, draws and deposits moved to trust. */
export function isOutflow(kind: EntryKind): boolean {
  return isFee(kind) || kind === 'expense' || kind === 'draw' || kind === 'trustTransfer';
}

export function isFee(kind: EntryKind): boolean {
  return kind === 'managementFee' || kind === 'leasingFee' || kind === 'renewalFee';
}
