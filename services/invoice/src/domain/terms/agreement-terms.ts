/**
 * The management agreement's terms a user may enter, and the market norms used when a term is not
 * entered. Every check that uses a term says which it used ("your agreement" or "market norm"), so a
 * finding based on a norm is never presented as a breach of contract.
 */

import type { AgreementTerms, FeeBasis } from '../types.ts';

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
 * Statutory grace periods before a residential late fee may be charged; stricter than the norm.
 * Only states whose statute fixes a number of days are listed (California, Florida and most others
 * set none); `days` is the last day after the due date on which no late fee may be charged.
 */
export const STATE_GRACE_DAYS: Readonly<Record<string, { days: number; statute: string }>> = {
  // Colorado: no late fee until rent is at least 7 calendar days late, so the 7th day after the due date may carry one.
  CO: { days: 6, statute: 'C.R.S. § 38-12-105(1)(a)' },
  CT: { days: 9, statute: 'Conn. Gen. Stat. § 47a-15a' },
  // District of Columbia: no late fee until the rent is more than 5 days late.
  DC: { days: 5, statute: 'D.C. Code § 42-3505.31(b)' },
  DE: { days: 5, statute: '25 Del. C. § 5501(d)' },
  MA: { days: 30, statute: 'M.G.L. c. 186 § 15B(1)(c)' },
  ME: { days: 15, statute: '14 M.R.S. § 6028' },
  NC: { days: 5, statute: 'N.C. Gen. Stat. § 42-46(a)' },
  NY: { days: 5, statute: 'N.Y. Real Prop. Law § 238-a(2)' },
  OR: { days: 4, statute: 'Or. Rev. Stat. § 90.260(1)' },
  // Tennessee: no fee when rent is paid within 5 days after the due date.
  TN: { days: 5, statute: 'Tenn. Code Ann. § 66-28-201(d)' },
  // Texas: a fee only when rent remains unpaid two full days after the due date.
  TX: { days: 2, statute: 'Tex. Prop. Code § 92.019(a)(3)' },
  VA: { days: 5, statute: 'Va. Code § 55.1-1204(E)' },
  WA: { days: 5, statute: 'RCW 59.18.170' },
};

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
