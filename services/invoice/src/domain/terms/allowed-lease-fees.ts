/**
 * What a leasing or a renewal fee may be: the agreement's figure when one was entered or printed on the document,
 * else the published market norm. Owner statements and managers' fee invoices apply the same figures.
 */
import { BENCHMARKS } from '../benchmarks.ts';
import { formatUsd, roundCents } from '../money.ts';
import type { AgreementTerms } from './agreement-terms.ts';

export type AllowedFee = { amount: number; why: string; agreed: boolean };

export function allowedRenewal(terms: AgreementTerms, rent: number | null): AllowedFee {
  if (terms.renewalFee !== null && terms.renewalFee !== undefined)
    return {
      amount: terms.renewalFee,
      why: `your agreement sets the renewal fee at ${formatUsd(terms.renewalFee)}`,
      agreed: true,
    };
  const amount = Math.max(
    BENCHMARKS.renewalFee.flatCeiling,
    rent ? roundCents(rent * BENCHMARKS.renewalFee.ceiling) : 0,
  );
  return {
    amount,
    why: `no renewal fee was entered, so the market norm applies: up to ${formatUsd(amount)} (${BENCHMARKS.renewalFee.source})`,
    agreed: false,
  };
}

export function allowedLeasing(terms: AgreementTerms, rent: number | null): AllowedFee | null {
  if (terms.leasingFeePercentOfRent !== null && terms.leasingFeePercentOfRent !== undefined && rent) {
    const amount = roundCents((rent * terms.leasingFeePercentOfRent) / 100);
    return {
      amount,
      why: `your agreement sets it at ${terms.leasingFeePercentOfRent}% of one month's rent (${formatUsd(rent)}) = ${formatUsd(amount)}`,
      agreed: true,
    };
  }
  if (terms.leasingFeeFlat !== null && terms.leasingFeeFlat !== undefined)
    return {
      amount: terms.leasingFeeFlat,
      why: `your agreement sets it at ${formatUsd(terms.leasingFeeFlat)}`,
      agreed: true,
    };
  if (!rent) return null;
  const amount = roundCents(rent * BENCHMARKS.leasingFeeMonthsOfRent.ceiling);
  return {
    amount,
    why: `no leasing fee was entered, so the market norm applies: at most one month's rent, ${formatUsd(amount)} (${BENCHMARKS.leasingFeeMonthsOfRent.source})`,
    agreed: false,
  };
}
