import { z } from 'zod';

/**
 * The management agreement's terms a user may enter with an invoice audit (web form, REST and
 * GraphQL). Every term is optional; a term left out is replaced by the documented market norm, and
 * the audit says which it used.
 */
export const TERMS_MESSAGES = {
  percent: 'Enter a percentage between 0 and 100',
  dollars: 'Enter a dollar amount between 0 and 1,000,000',
  days: 'Enter a whole number of days between 0 and 60',
  basis: "Fee basis must be 'collected' or 'scheduled'",
} as const;

const percent = z.number().min(0, TERMS_MESSAGES.percent).max(100, TERMS_MESSAGES.percent);
const dollars = z.number().min(0, TERMS_MESSAGES.dollars).max(1_000_000, TERMS_MESSAGES.dollars);

export const agreementTermsSchema = z
  .object({
    managementFeePercent: percent.nullish(),
    managementFeeBasis: z.enum(['collected', 'scheduled'], { message: TERMS_MESSAGES.basis }).nullish(),
    leasingFeePercentOfRent: z
      .number()
      .min(0, TERMS_MESSAGES.percent)
      .max(200, "Enter a percentage of one month's rent between 0 and 200")
      .nullish(),
    leasingFeeFlat: dollars.nullish(),
    renewalFee: dollars.nullish(),
    repairMarkupPercent: percent.nullish(),
    lateFeeAmount: dollars.nullish(),
    lateFeeGraceDays: z
      .number()
      .int(TERMS_MESSAGES.days)
      .min(0, TERMS_MESSAGES.days)
      .max(60, TERMS_MESSAGES.days)
      .nullish(),
    vacancyFee: dollars.nullish(),
  })
  .strict();

export type AgreementTermsInput = z.infer<typeof agreementTermsSchema>;
