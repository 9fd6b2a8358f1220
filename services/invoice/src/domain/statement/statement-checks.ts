/**
 * The owner-statement checks: the statement reconciles (opening + money in - fees - expenses - draw
 * = closing), the management fee is the agreed rate times the agreed basis (rent collected unless
 * the agreement says scheduled), no fee is taken on a vacant unit, the leasing and renewal fees
 * match the lease event and the agreement, and no expense is paid twice. Each finding names its
 * lines and the dollars at stake.
 */
import { formatPercent, formatUsd, roundCents, sum } from '../money.ts';
import { finding } from '../rules/describe.ts';
import { agreementTerm, NORMS, termSource, type AgreementTerms } from '../terms/agreement-terms.ts';
import type { Finding, LineItem } from '../types.ts';
import { parseInvoice } from '../parse-invoice.ts';
import { findExcessiveFees } from '../rules/excessive-fees.ts';
import { chargesNotReversed } from '../rules/reversed-charges.ts';
import { feeFindings } from './lease-fee-checks.ts';
import type { OwnerStatement, StatementEntry } from './statement-types.ts';
import { isFee, isInflow, isOutflow } from './statement-categories.ts';
import { vacantPropertyFees } from './vacant-property-fees.ts';
import { BENCHMARKS } from '../benchmarks.ts';

const CENTS = 0.02;

export function checkOwnerStatement(statement: OwnerStatement, terms: AgreementTerms): Finding[] {
  const reconciled = reconcile(statement);
  return [
    ...reconciled,
    ...(reconciled.length === 0 ? printedNet(statement) : []),
    ...subtotals(statement),
    ...managementFee(statement, terms),
    ...feeFindings(statement, terms),
    ...duplicateExpenses(statement),
    ...expenseCharges(statement, terms),
  ];
}

/**
 * Expenses passed through a statement are still charges: a markup above the agreed or typical rate,
 * or an administrative fee, is checked with the vendor-invoice rules on those lines only.
 */
function expenseCharges(statement: OwnerStatement, terms: AgreementTerms): Finding[] {
  const lineItems: LineItem[] = statement.entries
    .filter((e) => e.kind === 'expense' && e.amount > 0)
    .map((e) => ({
      lineNumber: e.line,
      description: e.label,
      quantity: null,
      unitPrice: null,
      amount: e.amount,
      date: e.date,
      section: 'body',
    }));
  const parsed = { ...parseInvoice(''), lineItems };
  return findExcessiveFees({ parsed, today: '9999-12-31', previousInvoices: [], state: null, terms }).filter((f) =>
    /^FEES\.(?:MARKUP|JUNK)/.test(f.code),
  );
}

export function inflows(statement: OwnerStatement): StatementEntry[] {
  return statement.entries.filter((e) => isInflow(e.kind));
}

export function outflows(statement: OwnerStatement): StatementEntry[] {
  return statement.entries.filter((e) => isOutflow(e.kind));
}

/**
 * Each opening balance starts a block that its next closing balance ends: a portfolio statement
 * prints one block per property, and each must reconcile on its own.
 */
function reconcile(statement: OwnerStatement): Finding[] {
  const openings = statement.entries.filter((e) => e.kind === 'opening');
  const closings = statement.entries.filter((e) => e.kind === 'closing');
  // With one opening and one closing balance, a cash summary printed above its detail pages ('Page 1: Cash
  // summary', then the rents and expenses) reconciles with every line of the statement, wherever it is printed.
  if (openings.length === 1 && closings.length === 1 && openings[0]!.line < closings[0]!.line)
    return reconcileBlock(
      openings[0]!,
      statement.entries.filter((e) => e.kind !== 'opening' && e.kind !== 'closing'),
      closings[0]!,
    );
  const findings: Finding[] = [];
  let opening: StatementEntry | null = null;
  // Lines printed above the first opening balance (a rent roll at the top) belong to the first block.
  let block: StatementEntry[] = [];
  let blocks = 0;
  for (const entry of statement.entries) {
    if (entry.kind === 'opening') {
      opening = entry;
      if (blocks > 0) block = [];
      blocks += 1;
    } else if (entry.kind === 'closing' && opening) {
      findings.push(...reconcileBlock(opening, block, entry));
      opening = null;
    } else block.push(entry);
  }
  return findings;
}

function reconcileBlock(opening: StatementEntry, block: readonly StatementEntry[], closing: StatementEntry): Finding[] {
  const moneyIn = sum(block.filter((e) => isInflow(e.kind)).map((e) => e.amount));
  const moneyOut = sum(block.filter((e) => isOutflow(e.kind)).map((e) => e.amount));
  const expected = roundCents(opening.amount + moneyIn - moneyOut);
  const difference = roundCents(closing.amount - expected);
  // A closing balance printed twice (the ledger's last row and an 'Ending balance' line) closes nothing new.
  if (Math.abs(difference) <= CENTS) return [];
  const draw = block.filter((e) => e.kind === 'draw').map((e) => e.line);
  return [
    finding({
      type: 'error',
      code: 'ARITHMETIC.STATEMENT_RECONCILIATION',
      title: 'Statement does not reconcile',
      description: `Opening balance ${formatUsd(opening.amount)} + money in ${formatUsd(moneyIn)} - fees, expenses and draws ${formatUsd(moneyOut)} = ${formatUsd(expected)}, but the closing balance on line ${closing.line} is ${formatUsd(closing.amount)} (${difference > 0 ? 'over' : 'short'} by ${formatUsd(Math.abs(difference))}). Rule: opening + rent collected - fees - expenses - draw = closing.`,
      lineRefs: [closing.line, opening.line, ...draw],
      impact: Math.abs(difference),
    }),
  ];
}

const INCOME_TOTAL = /\btotal\s+(?:income|receipts|revenue|cash\s+in|rent(?:s)?\s+collected)\b/i;
const EXPENSE_TOTAL = /\btotal\s+(?:expenses?|disbursements|cash\s+out)\b/i;
// 'NET TO OWNER', 'Net operating income', 'Net income': what the money in leaves after fees and expenses.
const NET_LINE = /^net\s+(?:to\s+owner|(?:operating\s+)?income|cash\s+flow|owner\s+(?:income|proceeds))\b/i;

/**
 * Without opening and closing balances nothing else ties a statement together, so a printed net must follow the
 * totals above it: money in (the printed income total, else the income lines) less fees and expenses (the printed
 * expense total, else those lines). A net that also takes out the draw or adds an opening balance is accepted.
 */
function printedNet(statement: OwnerStatement): Finding[] {
  const findings: Finding[] = [];
  for (const net of statement.aggregates.filter((a) => NET_LINE.test(a.label))) {
    const before = statement.entries.filter((e) => e.line < net.line);
    const printed = (pattern: RegExp) =>
      statement.aggregates.filter((a) => a.line < net.line && pattern.test(a.label)).pop()?.amount;
    const moneyIn =
      printed(INCOME_TOTAL) ??
      sum(before.filter((e) => e.kind === 'rent' || e.kind === 'otherIncome').map((e) => e.amount));
    const moneyOut =
      printed(EXPENSE_TOTAL) ?? sum(before.filter((e) => isFee(e.kind) || e.kind === 'expense').map((e) => e.amount));
    if (moneyIn <= 0 || moneyOut <= 0) continue;
    const expected = roundCents(moneyIn - moneyOut);
    const draws = sum(before.filter((e) => e.kind === 'draw').map((e) => e.amount));
    const opening = sum(before.filter((e) => e.kind === 'opening').map((e) => e.amount));
    const accepted = [expected, expected - draws, opening + expected, opening + expected - draws];
    if (accepted.some((value) => Math.abs(value - net.amount) <= CENTS)) continue;
    findings.push(
      finding({
        type: 'error',
        code: 'ARITHMETIC.STATEMENT_RECONCILIATION',
        title: 'Net does not follow the totals',
        description: `Money in ${formatUsd(moneyIn)} - fees and expenses ${formatUsd(moneyOut)} = ${formatUsd(expected)}, but line ${net.line} prints ${formatUsd(net.amount)} (${net.amount > expected ? 'over' : 'short'} by ${formatUsd(Math.abs(net.amount - expected))}).`,
        lineRefs: [
          net.line,
          ...statement.aggregates
            .filter((a) => a.line < net.line && (INCOME_TOTAL.test(a.label) || EXPENSE_TOTAL.test(a.label)))
            .map((a) => a.line),
        ],
        impact: Math.abs(net.amount - expected),
      }),
    );
  }
  return findings;
}

function subtotals(statement: OwnerStatement): Finding[] {
  const findings: Finding[] = [];
  for (const total of statement.aggregates) {
    const isIncome = INCOME_TOTAL.test(total.label);
    const isExpense = EXPENSE_TOTAL.test(total.label);
    if (!isIncome && !isExpense) continue;
    const parts = isIncome
      ? inflows(statement)
      : outflows(statement).filter((e) => e.kind !== 'draw' && e.kind !== 'trustTransfer' && e.line < total.line);
    const candidates = isIncome
      ? [sum(parts.filter((e) => e.line < total.line).map((e) => e.amount)), sum(parts.map((e) => e.amount))]
      : [sum(parts.map((e) => e.amount))];
    if (parts.length === 0 || candidates.some((c) => Math.abs(c - total.amount) <= CENTS)) continue;
    const computed = candidates[0] ?? 0;
    findings.push(
      finding({
        type: 'error',
        code: 'ARITHMETIC.STATEMENT_SUBTOTAL',
        title: `${isIncome ? 'Income' : 'Expense'} total does not match its lines`,
        description: `The lines add up to ${formatUsd(computed)}, but line ${total.line} prints ${formatUsd(total.amount)} (a difference of ${formatUsd(Math.abs(total.amount - computed))}).`,
        lineRefs: [total.line, ...parts.map((e) => e.line)],
        impact: Math.abs(total.amount - computed),
      }),
    );
  }
  return findings;
}

function managementFee(statement: OwnerStatement, terms: AgreementTerms): Finding[] {
  const fees = statement.entries.filter((e) => e.kind === 'managementFee');
  if (fees.length === 0) return [];
  const vacancyFee = agreementTerm(terms.vacancyFee, NORMS.vacancyFee)!;
  const findings: Finding[] = [];
  const vacantFeeLines = new Set<number>();
  for (const unit of statement.units.values()) {
    const fee = fees.find((f) => f.unit === unit.unit) ?? (unit.fee !== null ? null : undefined);
    const amount = fee?.amount ?? unit.fee;
    const collected =
      unit.collected ??
      sum(
        inflows(statement)
          .filter((e) => e.kind === 'rent' && e.unit === unit.unit)
          .map((e) => e.amount),
      );
    if (!unit.vacant || amount === null || amount <= vacancyFee.value + CENTS || collected > 0) continue;
    const line = fee?.line ?? unit.line;
    vacantFeeLines.add(line);
    findings.push(
      finding({
        type: 'error',
        code: 'FEES.FEE_ON_VACANT_UNIT',
        title: 'Management fee charged on a vacant unit',
        description: `Unit ${unit.unit} was vacant and collected no rent (line ${unit.line}), yet a fee of ${formatUsd(amount)} is charged on line ${line}. Under ${termSource(vacancyFee)} the fee for a vacant unit is ${formatUsd(vacancyFee.value)}.`,
        lineRefs: [...new Set([line, unit.line])],
        impact: amount - vacancyFee.value,
      }),
    );
  }
  const vacantBlocks = vacantPropertyFees(statement, fees, vacancyFee);
  findings.push(...vacantBlocks.findings);
  for (const line of vacantBlocks.lines) vacantFeeLines.add(line);
  const charged = fees.filter((f) => !vacantFeeLines.has(f.line));
  if (charged.length === 0) return findings;
  const fee = sum(charged.map((f) => f.amount));
  // Collected rent: every rent and operating income line (laundry, late fees kept by the owner), not deposits or owner
  // money.
  const collected = sum(
    inflows(statement)
      .filter((e) => e.kind === 'rent' || e.kind === 'otherIncome')
      .map((e) => e.amount),
  );
  const printed = charged.map((f) => statedRate(f.label)).find((r) => r !== null) ?? null;
  const rate = agreementTerm(
    terms.managementFeePercent ?? null,
    printed === null ? null : { value: printed, citation: 'the rate printed on the statement' },
  );
  const basis = agreementTerm(terms.managementFeeBasis ?? null, NORMS.managementFeeBasis)!;
  const refs = [
    ...charged.map((f) => f.line),
    ...inflows(statement)
      .filter((e) => e.kind === 'rent')
      .map((e) => e.line),
  ];
  // A rate that is only printed on the statement is itself checked against the market range.
  const range = rate?.source === 'agreement' ? [] : aboveRange(fee, collected, refs);
  if (!rate) return [...findings, ...range];
  const scheduled = scheduledBasis(statement, charged);
  const base = basis.value === 'scheduled' && scheduled !== null ? scheduled : collected;
  const allowed = roundCents((base * rate.value) / 100);
  const tolerance = CENTS * Math.max(1, charged.length, statement.units.size);
  if (base <= 0 || fee <= allowed + tolerance) return [...findings, ...range];
  const onScheduled =
    basis.value === 'collected' &&
    scheduled !== null &&
    scheduled > collected + CENTS &&
    Math.abs(fee - (scheduled * rate.value) / 100) <= tolerance + 0.01 * rate.value;
  const rateText = `${formatPercent(rate.value)} (${rate.source === 'agreement' ? 'your management agreement' : 'the rate printed on the statement'})`;
  findings.push(
    finding({
      type: 'error',
      code: onScheduled
        ? 'FEES.MANAGEMENT_FEE_ON_SCHEDULED_RENT'
        : rate.source === 'agreement'
          ? 'FEES.MANAGEMENT_FEE_ABOVE_AGREEMENT'
          : 'FEES.MANAGEMENT_FEE_MISCALCULATED',
      title: onScheduled
        ? 'Management fee taken on scheduled rent, not rent collected'
        : 'Management fee above the agreed rate times the basis',
      description: `${formatUsd(fee)} of management fees ${onScheduled ? `is ${rateText} of ${formatUsd(scheduled ?? 0)} scheduled rent, but ` : 'are charged, but '}${basis.source === 'agreement' ? 'your agreement bases the fee on' : `by ${termSource(basis)} the fee is based on`} ${basis.value === 'scheduled' ? 'scheduled' : 'collected'} rent: ${rateText} of ${formatUsd(base)} = ${formatUsd(allowed)}. Overcharge: ${formatUsd(fee - allowed)}.`,
      lineRefs: refs,
      impact: fee - allowed,
    }),
  );
  return findings;
}

/** Without an agreed or printed rate, only a fee above the market range is flagged, as a norm. */
function aboveRange(fee: number, collected: number, refs: number[]): Finding[] {
  const { ceiling } = BENCHMARKS.managementFeePercent;
  if (collected <= 0 || (fee / collected) * 100 <= ceiling + 0.01) return [];
  const allowed = roundCents((collected * ceiling) / 100);
  return [
    finding({
      type: 'warning',
      code: 'FEES.MANAGEMENT_FEE_ABOVE_RANGE',
      title: 'Management fee above the typical range',
      description: `${formatUsd(fee)} is ${formatPercent((fee / collected) * 100)} of ${formatUsd(collected)} rent collected. Market norm (no agreement terms entered): ${BENCHMARKS.managementFeePercent.source}. At ${ceiling}% the fee would be ${formatUsd(allowed)}.`,
      lineRefs: refs,
      impact: fee - allowed,
    }),
  ];
}

function statedRate(label: string): number | null {
  const match = /(\d+(?:\.\d+)?)\s*%/.exec(label);
  return match ? Number(match[1]) : null;
}

// The base a fee line prints after its rate: '8% of 2,800.00', '10% x 2,425.00', '7% × $1,900.00'.
const PRINTED_FEE_BASE = /%\s*(?:of|x|×|\*)\s*\$?\s*(\d[\d,]*\.\d{2})/i;

/**
 * Scheduled rent: the base printed in the fee ('8% of 2,800.00'), which says what the manager multiplied, else a rent
 * roll's 'rent due' column or a printed scheduled figure. A roll may print market rent beside the rent charged, so the
 * fee's own base comes first.
 */
function scheduledBasis(statement: OwnerStatement, fees: readonly StatementEntry[]): number | null {
  const stated = fees.map((f) => PRINTED_FEE_BASE.exec(f.label)?.[1]).find((v) => v !== undefined);
  if (stated && !isRentPlusDeposits(statement, Number(stated.replaceAll(',', ''))))
    return Number(stated.replaceAll(',', ''));
  const rolled = [...statement.units.values()].filter((u) => u.scheduled !== null);
  if (rolled.length > 0) return sum(rolled.map((u) => u.scheduled ?? 0));
  return statement.scheduledRent?.amount ?? null;
}

/**
 * '8% of $4,800.00' where $4,800 is the rent plus a security or pet deposit received (or guests' cleaning fees passed
 * on to the cleaner) is a fee taken on that money, not on scheduled rent: the fee is then simply above the rate times
 * the rent collected.
 */
function isRentPlusDeposits(statement: OwnerStatement, base: number): boolean {
  const deposits = sum(
    statement.entries.filter((e) => e.kind === 'deposit' || e.kind === 'passThrough').map((e) => e.amount),
  );
  return deposits > 0 && Math.abs(sum(inflows(statement).map((e) => e.amount)) - base) <= CENTS;
}

function duplicateExpenses(statement: OwnerStatement): Finding[] {
  const findings: Finding[] = [];
  const seen = new Map<string, StatementEntry>();
  const charges = statement.entries.filter((e) => e.kind === 'expense' || isFee(e.kind));
  for (const entry of chargesNotReversed(charges, (e) => e.line)) {
    // A date wrapped into the description with it ('10/14/2025  Valley Gutter Pros - inv 3381,') is when it was paid,
    // not what was bought.
    const words = entry.label
      .toLowerCase()
      .replace(/\b\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?\b/g, ' ')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
    // With a reference (invoice number) the same bill is the same regardless of the date paid; without one, the same
    // day. The vendor's bill number named in the description comes before a Ref column, which often holds the check
    // or payment number: two checks paying one invoice are the bill paid twice.
    // The same fee on two properties of one statement is two fees.
    const reference = billReferenceIn(entry.label) ?? entry.reference;
    const key = `${words}|${entry.amount.toFixed(2)}|${reference ?? entry.date ?? ''}|${entry.unit ?? ''}|${entry.property ?? ''}`;
    const first = seen.get(key);
    if (!first) {
      seen.set(key, entry);
      continue;
    }
    findings.push(
      finding({
        type: 'error',
        code: 'DUPLICATE.LINE_ITEM',
        title: 'Expense paid twice',
        description: `"${entry.label}" for ${formatUsd(entry.amount)} appears on line ${first.line} and again on line ${entry.line}${reference ? ` with the same reference ${reference}` : ''}. Rule: one bill is paid once.`,
        lineRefs: [first.line, entry.line],
        impact: entry.amount,
      }),
    );
  }
  return findings;
}

/**
 * The vendor's bill number named in an expense's description ('Valley Appliance inv #VA-2291', 'Invoice 5521', 'Bill
 * no. 88'). 'Comcast bill 8821' is left alone: after a bare 'bill' the number is as often the account, which repeats
 * every month.
 */
export function billReferenceIn(label: string): string | null {
  const match =
    /\b(?:inv(?:oice)?\b\.?|bill\s*(?=#|no\b|number\b))\s*(?:#|no\.?|number)?\s*:?\s*#?\s*([A-Z0-9][A-Z0-9-]*\d[A-Z0-9-]*)/i.exec(
      label,
    );
  return match?.[1]?.toUpperCase() ?? null;
}
