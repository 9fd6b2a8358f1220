/**
 * Leasing and renewal fees on an owner statement: the fee must match the lease event (a renewal is
 * not a new placement, and a new lease is not a renewal) and the agreed amount. Without agreement
 * terms the published norms apply and the finding says so.
 */
import { formatUsd } from '../money.ts';
import { finding } from '../rules/describe.ts';
import type { AgreementTerms } from '../terms/agreement-terms.ts';
import { NORMS } from '../terms/agreement-terms.ts';
import { allowedLeasing, allowedRenewal, type AllowedFee } from '../terms/allowed-lease-fees.ts';
import type { Finding, FindingCode } from '../types.ts';
import type { OwnerStatement, StatementEntry } from './statement-types.ts';

const RENEWAL_IN_LABEL = /\brenew(?:al|ed)\b/i;
const NEW_LEASE_IN_LABEL = /\bnew\s+(?:lease|tenant|resident)\b|\bmove[-\s]?in\b|\bplacement\b|\blease[-\s]?up\b/i;

/** A leasing fee's own name ('Tenant placement fee') says what is charged, not that the lease is new. */
function withoutLeasingFeeName(label: string): string {
  return label.replace(/\b(?:tenant\s+)?placement\s+fee\b|\blease[-\s]?up\s+fee\b|\bnew\s+lease\s+fee\b/gi, '');
}

export function feeFindings(statement: OwnerStatement, terms: AgreementTerms): Finding[] {
  const findings: Finding[] = [];
  const leasing = statement.entries.filter((e) => e.kind === 'leasingFee');
  const renewals = statement.entries.filter((e) => e.kind === 'renewalFee');
  for (const fee of leasing) {
    const rent = monthlyRent(statement, fee);
    const renewalLines = eventLines(statement, fee, 'renewal');
    const isRenewal =
      !NEW_LEASE_IN_LABEL.test(withoutLeasingFeeName(fee.label)) &&
      (RENEWAL_IN_LABEL.test(fee.label) ||
        (renewalLines.length > 0 && eventLines(statement, fee, 'newLease').length === 0));
    if (isRenewal) {
      const allowed = allowedRenewal(terms, rent);
      if (fee.amount <= allowed.amount + 0.02) continue;
      findings.push(
        finding({
          type: 'error',
          code: 'FEES.LEASING_FEE_ON_RENEWAL',
          title: 'Leasing fee charged on a lease renewal',
          description: `Line ${fee.line} charges a leasing (new placement) fee of ${formatUsd(fee.amount)} for a renewal${renewalLines.length ? ` (line ${renewalLines.join(', ')})` : ''}. A renewal is billed at the renewal fee: ${allowed.why}. Overcharge: ${formatUsd(fee.amount - allowed.amount)}.`,
          lineRefs: [fee.line, ...renewalLines.filter((l) => l !== fee.line)],
          impact: fee.amount - allowed.amount,
        }),
      );
      continue;
    }
    const allowed = allowedLeasing(terms, rent);
    if (allowed) findings.push(...feeAboveAllowed(fee, allowed, 'leasing fee', LEASING_ABOVE));
  }
  for (const fee of renewals) {
    const rent = monthlyRent(statement, fee);
    const newLeaseLines = eventLines(statement, fee, 'newLease');
    const isNewLease =
      !RENEWAL_IN_LABEL.test(fee.label.replace(/\brenewal\s+(?:fee|commission|charge)\b/gi, '')) &&
      (NEW_LEASE_IN_LABEL.test(fee.label) ||
        (newLeaseLines.length > 0 && eventLines(statement, fee, 'renewal').length === 0));
    if (isNewLease) {
      const alsoLeasing = leasing.filter((l) => l.unit === fee.unit || l.unit === null || fee.unit === null);
      // Only an agreed leasing fee offsets the misnamed one: a market norm caps a fee the manager charged under
      // its right name, but grants no placement fee the owner never agreed to.
      const agreedLeasing = allowedLeasing(terms, rent);
      const allowedAsLeasing = alsoLeasing.length > 0 || !agreedLeasing?.agreed ? 0 : agreedLeasing.amount;
      findings.push(
        finding({
          type: 'error',
          code: 'FEES.RENEWAL_FEE_ON_NEW_LEASE',
          title: 'Renewal fee charged on a new lease',
          description: `Line ${fee.line} charges a renewal fee of ${formatUsd(fee.amount)}, but the lease is new (line ${newLeaseLines.join(', ') || fee.line}). ${alsoLeasing.length > 0 ? `A leasing fee for the same lease is already charged on line ${alsoLeasing.map((l) => l.line).join(', ')}, so the renewal fee bills the placement twice.` : `A new lease is billed at the leasing fee, not the renewal fee${agreedLeasing?.agreed ? ` (${agreedLeasing.why})` : ', and no leasing fee was agreed'}.`} ${NORMS.renewalVersusLeasing.citation}.`,
          lineRefs: [fee.line, ...newLeaseLines.filter((l) => l !== fee.line), ...alsoLeasing.map((l) => l.line)],
          impact: Math.max(0, fee.amount - allowedAsLeasing),
        }),
      );
      continue;
    }
    findings.push(...feeAboveAllowed(fee, allowedRenewal(terms, rent), 'renewal fee', RENEWAL_ABOVE));
  }
  return findings;
}

type AboveAllowedWording = Record<'agreed' | 'norm', { code: FindingCode; title: string; type: 'error' | 'warning' }>;

const LEASING_ABOVE: AboveAllowedWording = {
  agreed: { code: 'FEES.LEASING_FEE_ABOVE_AGREEMENT', title: 'Leasing fee above the agreed amount', type: 'error' },
  norm: { code: 'FEES.LEASING_FEE_ABOVE_ONE_MONTH', title: "Leasing fee above one month's rent", type: 'warning' },
};
const RENEWAL_ABOVE: AboveAllowedWording = {
  agreed: { code: 'FEES.RENEWAL_FEE_ABOVE_AGREEMENT', title: 'Renewal fee above the agreed amount', type: 'error' },
  norm: { code: 'FEES.RENEWAL_FEE_HIGH', title: 'Lease renewal fee above the typical range', type: 'warning' },
};

/** A fee over what the agreement (an error) or the market norm (a warning) allows; the overcharge is the excess. */
function feeAboveAllowed(
  fee: { line: number; amount: number },
  allowed: AllowedFee,
  name: string,
  wording: AboveAllowedWording,
): Finding[] {
  if (fee.amount <= allowed.amount + 0.02) return [];
  const { code, title, type } = allowed.agreed ? wording.agreed : wording.norm;
  return [
    finding({
      type,
      code,
      title,
      description: `Line ${fee.line} charges a ${name} of ${formatUsd(fee.amount)}; ${allowed.why}. Overcharge: ${formatUsd(fee.amount - allowed.amount)}.`,
      lineRefs: [fee.line],
      impact: fee.amount - allowed.amount,
    }),
  ];
}

/**
 * The unit's monthly rent: printed in the fee line, its rent-roll figure, a monthly rent printed on the statement, else
 * the largest rent line for the unit (or the statement) that is not a prorated part of a month.
 */
function monthlyRent(statement: OwnerStatement, fee: StatementEntry): number | null {
  const printed = /\brent\s*(?:of|:|is)?\s*\$\s?(\d[\d,]*(?:\.\d{2})?)/i.exec(fee.label)?.[1];
  if (printed) return Number(printed.replaceAll(',', ''));
  const unit = fee.unit ? statement.units.get(fee.unit) : undefined;
  if (unit?.scheduled) return unit.scheduled;
  if (statement.statedMonthlyRent !== null) return statement.statedMonthlyRent;
  // A prorated first month is part of a month's rent, never the month's rent.
  const rents = statement.entries.filter(
    (e) =>
      e.kind === 'rent' &&
      (fee.unit === null || e.unit === fee.unit || e.unit === null) &&
      !/\bpet\b|\bparking\b|\bstorage\b|\bprorat(?:ed|ion)\b|\bpartial\s+month\b/i.test(e.label),
  );
  const amounts = rents.map((e) => e.amount).filter((a) => a > 0);
  return amounts.length > 0 ? Math.max(...amounts) : null;
}

function eventLines(statement: OwnerStatement, fee: StatementEntry, kind: 'newLease' | 'renewal'): number[] {
  // A fee for a named unit takes that unit's events, and unattributed ones only when the statement has a single unit.
  const namedUnits = [...statement.events.keys()].filter((k) => k !== '*');
  const keys = fee.unit ? (namedUnits.length <= 1 ? [fee.unit, '*'] : [fee.unit]) : [...statement.events.keys()];
  // On a single-unit statement, or when the fee names no unit, any line's event applies.
  const lines = keys.flatMap((key) => statement.events.get(key)?.[kind] ?? []);
  return [...new Set(lines)].filter((line) => line !== fee.line || kind === 'renewal').sort((a, b) => a - b);
}
