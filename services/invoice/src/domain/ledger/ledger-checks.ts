/**
 * Tenant-ledger checks: a late fee is owed only after the grace period and only if the rent was not
 * paid within it; it may not exceed the agreed amount or the state cap; the running balance follows
 * the charges and payments; no charge is posted twice.
 */
import { LATE_FEE_CAPS } from '../benchmarks.ts';
import { formatUsd, roundCents } from '../money.ts';
import { finding } from '../rules/describe.ts';
import { NORMS, STATE_GRACE_DAYS, type AgreementTerms } from '../terms/agreement-terms.ts';
import type { Finding } from '../types.ts';
import { isLateFee, isRentCharge, type LedgerRow, type TenantLedger } from './read-ledger.ts';

export function checkTenantLedger(ledger: TenantLedger, terms: AgreementTerms, state: string | null): Finding[] {
  return [
    ...ledger.rows.filter(isLateFee).flatMap((fee) => lateFee(ledger, fee, terms, state)),
    ...runningBalance(ledger),
    ...duplicateCharges(ledger),
  ];
}

function graceOf(
  ledger: TenantLedger,
  terms: AgreementTerms,
  state: string | null,
): { days: number; why: string; line: number | null } {
  const statute = state ? STATE_GRACE_DAYS[state] : undefined;
  const agreed = terms.lateFeeGraceDays ?? null;
  let grace =
    agreed !== null
      ? { days: agreed, why: `your agreement's ${agreed}-day grace period`, line: null as number | null }
      : ledger.graceDays
        ? {
            days: ledger.graceDays.days,
            why: `the ${ledger.graceDays.days}-day grace period printed on the ledger`,
            line: ledger.graceDays.line,
          }
        : {
            days: NORMS.lateFeeGraceDays.value,
            why: `a ${NORMS.lateFeeGraceDays.value}-day grace period (market norm, no agreement terms entered: ${NORMS.lateFeeGraceDays.citation})`,
            line: null,
          };
  if (statute && statute.days > grace.days)
    grace = {
      days: statute.days,
      why: `${state}'s statutory ${statute.days}-day grace period (${statute.statute})`,
      line: null,
    };
  return grace;
}

function lateFee(ledger: TenantLedger, fee: LedgerRow, terms: AgreementTerms, state: string | null): Finding[] {
  const rentRow = [...ledger.rows]
    .reverse()
    .find((r) => isRentCharge(r) && r.charge > 0 && r.date !== null && fee.date !== null && r.date <= fee.date);
  if (!rentRow?.date || !fee.date) return [];
  const grace = graceOf(ledger, terms, state);
  const graceEnd = addDays(rentRow.date, grace.days);
  // Paid in time when everything owed by the end of the grace period (this fee aside) was paid by then.
  const owedAtGraceEnd = ledger.rows
    .filter((r) => r !== fee && r.date !== null && r.date <= graceEnd)
    .reduce((total, r) => total + r.charge - r.payment, 0);
  const paidInTime = owedAtGraceEnd <= 0.01;
  const refs = [fee.line, rentRow.line, ...(grace.line ? [grace.line] : [])];
  if (fee.date <= graceEnd || paidInTime) {
    const why =
      fee.date <= graceEnd
        ? `it was charged on ${fee.date}, within ${grace.why} after rent was due on ${rentRow.date} (grace ends ${graceEnd})`
        : `the ${formatUsd(rentRow.charge)} rent due ${rentRow.date} was paid by ${graceEnd}, within ${grace.why}`;
    return [
      finding({
        type: 'error',
        code: 'FEES.LATE_FEE_IN_GRACE_PERIOD',
        title: 'Late fee charged inside the grace period',
        description: `The late fee of ${formatUsd(fee.charge)} on line ${fee.line} is not owed: ${why}.`,
        lineRefs: refs,
        impact: fee.charge,
      }),
    ];
  }
  const options: Finding[] = [];
  if (terms.lateFeeAmount !== null && terms.lateFeeAmount !== undefined && fee.charge > terms.lateFeeAmount + 0.01) {
    options.push(
      finding({
        type: 'error',
        code: 'FEES.LATE_FEE_ABOVE_AGREEMENT',
        title: 'Late fee above the agreed amount',
        description: `The late fee on line ${fee.line} is ${formatUsd(fee.charge)}; your agreement allows ${formatUsd(terms.lateFeeAmount)}. Overcharge: ${formatUsd(fee.charge - terms.lateFeeAmount)}.`,
        lineRefs: refs,
        impact: fee.charge - terms.lateFeeAmount,
      }),
    );
  }
  const cap = state ? LATE_FEE_CAPS[state] : undefined;
  const rent = ledger.monthlyRent?.amount ?? rentRow.charge;
  if (cap && state) {
    const allowed = roundCents(cap.cap(rent));
    if (fee.charge > allowed + 0.01) {
      options.push(
        finding({
          type: 'error',
          code: 'FEES.LATE_FEE_ABOVE_STATE_CAP',
          title: 'Late fee above the state limit',
          description: `The late fee on line ${fee.line} is ${formatUsd(fee.charge)}, above ${state}'s limit of ${cap.rule}: ${formatUsd(allowed)} on ${formatUsd(rent)} monthly rent. Statute: ${cap.statute ?? 'no citation on file'}. Overcharge: ${formatUsd(fee.charge - allowed)}.`,
          lineRefs: [...refs, ...(ledger.monthlyRent ? [ledger.monthlyRent.line] : [])],
          impact: fee.charge - allowed,
        }),
      );
    }
  }
  // One late fee is one overcharge: the binding limit (the larger excess) is reported.
  options.sort((a, b) => b.impact - a.impact);
  return options.slice(0, 1);
}

function runningBalance(ledger: TenantLedger): Finding[] {
  const findings: Finding[] = [];
  let previous: LedgerRow | null = null;
  for (const row of ledger.rows) {
    if (row.balance === null) continue;
    if (previous?.balance !== null && previous !== null) {
      const expected = roundCents((previous.balance ?? 0) + row.charge - row.payment);
      const difference = roundCents(row.balance - expected);
      if (Math.abs(difference) > 0.02) {
        findings.push(
          finding({
            type: 'error',
            code: 'ARITHMETIC.LEDGER_BALANCE',
            title: 'Running balance does not follow the charges and payments',
            description: `Line ${row.line}: ${formatUsd(previous.balance ?? 0)} + ${formatUsd(row.charge)} charged - ${formatUsd(row.payment)} paid = ${formatUsd(expected)}, but the balance shows ${formatUsd(row.balance)} (${difference > 0 ? 'over' : 'under'} by ${formatUsd(Math.abs(difference))}).`,
            lineRefs: [row.line, previous.line],
            impact: Math.abs(difference),
          }),
        );
      }
    }
    previous = row;
  }
  return findings;
}

function duplicateCharges(ledger: TenantLedger): Finding[] {
  const findings: Finding[] = [];
  const charges = ledger.rows.filter((r) => r.charge > 0);
  charges.forEach((row, i) => {
    const twin = charges.slice(0, i).find((other) => other.charge === row.charge && sameCharge(other, row));
    if (!twin) return;
    findings.push(
      finding({
        type: 'error',
        code: 'DUPLICATE.LINE_ITEM',
        title: 'Charge posted twice',
        description: `"${row.label}" for ${formatUsd(row.charge)} is posted on line ${twin.line} and again on line ${row.line}.`,
        lineRefs: [twin.line, row.line],
        impact: row.charge,
      }),
    );
  });
  return findings;
}

/** The same charge: identical wording on the same day, or rent charged twice for the same month. */
function sameCharge(a: LedgerRow, b: LedgerRow): boolean {
  const words = (r: LedgerRow) =>
    r.label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  if (a.date === b.date && words(a) === words(b)) return true;
  return (
    isRentCharge(a) &&
    isRentCharge(b) &&
    (a.date ?? '').slice(0, 7) === (b.date ?? '').slice(0, 7) &&
    !/\bprorat/i.test(`${a.label} ${b.label}`)
  );
}

function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
