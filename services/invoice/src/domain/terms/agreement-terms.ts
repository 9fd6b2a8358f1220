/**
 * The management agreement's terms a user may enter, and the market norms used when a term is not
 * entered. Every check that uses a term says which it used ("your agreement" or "market norm"), so a
 * finding based on a norm is never presented as a breach of contract.
 */

import type { AgreementTerms, FeeBasis } from '../types.ts';
import stateGraceDays from './state-grace-days.json' with { type: 'json' };

export type { AgreementTerms, FeeBasis } from '../types.ts';

export interface Term<T> {
  value: T;
  /** 'agreement' when the user entered it, 'norm' when it is the documented market norm. */
  source: 'agreement' | 'norm';
  /** For a norm, where the figure comes from. */
  citation: string | null;
}

/** Market norms, each with where it comes from; they apply only to terms the user did not enter. */
export const NORMS = {
  managementFeeBasis: {
    value: 'collected' as FeeBasis,
    citation:
      'Residential management agreements (e.g. NARPM model agreement, state REALTOR association forms) base the fee on rent actually collected',
  },
  vacancyFee: {
    value: 0,
    citation:
      'A percentage-of-collected-rent fee is $0 on a unit that collected no rent; a vacancy fee is owed only if the agreement lists one',
  },
  lateFeeGraceDays: {
    value: 3,
    citation:
      'Common lease practice: late fees start after a grace period of 3 to 5 days after the due date (statutory minimums: e.g. NY 5 days, CT 9 days, ME 15 days)',
  },
  renewalVersusLeasing: {
    citation:
      'Management agreements price a lease renewal separately from a new placement; a renewal is not a new lease',
  },
} as const;

/**
 * Statutory grace periods before a residential late fee may be charged; stricter than the norm. Kept as
 * data in state-grace-days.json, where a `note` says how a statute's wording became its number. Only
 * states whose statute fixes a number of days are listed (California, Florida and most others set none);
 * `days` is the last day after the due date on which no late fee may be charged.
 */
export const STATE_GRACE_DAYS: Readonly<Record<string, { days: number; statute: string }>> = stateGraceDays;

export function agreementTerm<T>(
  entered: T | null | undefined,
  norm: { value: T; citation: string } | null,
): Term<T> | null {
  if (entered !== null && entered !== undefined) return { value: entered, source: 'agreement', citation: null };
  return norm ? { value: norm.value, source: 'norm', citation: norm.citation } : null;
}

/** True when at least one term was entered. */
export function hasTerms(terms: AgreementTerms | null | undefined): boolean {
  return !!terms && Object.values(terms).some((v) => v !== null && v !== undefined);
}

/** How a finding names the figure it applies: 'your agreement (8%)' or 'the market norm (...)'. */
export function termSource(term: Term<unknown>): string {
  return term.source === 'agreement'
    ? 'your management agreement'
    : `the market norm (${term.citation ?? 'documented practice'})`;
}
