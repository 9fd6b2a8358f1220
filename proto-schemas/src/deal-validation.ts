import { z } from 'zod';

/**
 * The deal inputs of a property analysis (property facts and underwriting assumptions), shared by GraphQL,
 * the REST facade, the bulk CSV columns and the web form, each field with its own message. All are optional:
 * what is missing comes from market data and product defaults. Rates are in percent (6.5 means 6.5%).
 */
export const PROPERTY_TYPES = ['single_family', 'condo', 'townhouse', 'multi_family'] as const;
export type PropertyTypeValue = (typeof PROPERTY_TYPES)[number];

export const DEAL_MESSAGES = {
  purchasePrice: 'Purchase price must be a positive amount up to $100,000,000',
  monthlyRent: 'Monthly rent must be between $0 and $1,000,000',
  bedrooms: 'Bedrooms must be a whole number from 0 to 12',
  bathrooms: 'Bathrooms must be between 0 and 12, in steps of 0.5',
  livingAreaSqft: 'Living area must be between 100 and 50,000 sq ft',
  yearBuilt: 'Year built must be between 1700 and next year',
  propertyType: 'Property type must be one of single_family, condo, townhouse, multi_family',
  downPaymentPct: 'Down payment must be between 0% and 100%',
  interestRatePct: 'Interest rate must be between 0% and 30%',
  loanTermYears: 'Loan term must be a whole number of years from 1 to 40',
  closingCostsPct: 'Closing costs must be between 0% and 20%',
  propertyTaxRatePct: 'Property-tax rate must be between 0% and 10%',
  insuranceAnnual: 'Insurance must be between $0 and $1,000,000 a year',
  vacancyPct: 'Vacancy must be between 0% and 100%',
  managementPct: 'Management must be between 0% and 100%',
  maintenancePct: 'Maintenance must be between 0% and 100%',
  capexPct: 'CapEx reserve must be between 0% and 100%',
  hoaMonthly: 'HOA dues must be between $0 and $100,000 a month',
  rentGrowthPct: 'Rent growth must be between -50% and 50% a year',
  appreciationPct: 'Appreciation must be between -50% and 50% a year',
  expenseGrowthPct: 'Expense growth must be between -50% and 50% a year',
  sellingCostsPct: 'Selling costs must be between 0% and 100%',
  holdingYears: 'Holding period must be a whole number of years from 1 to 40',
} as const;

const M = DEAL_MESSAGES;
const num = (min: number, max: number, message: string) =>
  z.number({ error: message }).refine((v) => Number.isFinite(v) && v >= min && v <= max, message);
const int = (min: number, max: number, message: string) =>
  z.number({ error: message }).refine((v) => Number.isInteger(v) && v >= min && v <= max, message);

export const dealFields = {
  purchasePrice: z.number({ error: M.purchasePrice }).refine((v) => v > 0 && v <= 100_000_000, M.purchasePrice),
  monthlyRent: num(0, 1_000_000, M.monthlyRent),
  bedrooms: int(0, 12, M.bedrooms),
  bathrooms: z.number({ error: M.bathrooms }).refine((v) => v >= 0 && v <= 12 && Number.isInteger(v * 2), M.bathrooms),
  livingAreaSqft: num(100, 50_000, M.livingAreaSqft),
  yearBuilt: z
    .number({ error: M.yearBuilt })
    .refine((v) => Number.isInteger(v) && v >= 1700 && v <= new Date().getUTCFullYear() + 1, M.yearBuilt),
  propertyType: z.enum(PROPERTY_TYPES, { error: M.propertyType }),
  downPaymentPct: num(0, 100, M.downPaymentPct),
  interestRatePct: num(0, 30, M.interestRatePct),
  loanTermYears: int(1, 40, M.loanTermYears),
  closingCostsPct: num(0, 20, M.closingCostsPct),
  propertyTaxRatePct: num(0, 10, M.propertyTaxRatePct),
  insuranceAnnual: num(0, 1_000_000, M.insuranceAnnual),
  vacancyPct: num(0, 100, M.vacancyPct),
  managementPct: num(0, 100, M.managementPct),
  maintenancePct: num(0, 100, M.maintenancePct),
  capexPct: num(0, 100, M.capexPct),
  hoaMonthly: num(0, 100_000, M.hoaMonthly),
  rentGrowthPct: num(-50, 50, M.rentGrowthPct),
  appreciationPct: num(-50, 50, M.appreciationPct),
  expenseGrowthPct: num(-50, 50, M.expenseGrowthPct),
  sellingCostsPct: num(0, 100, M.sellingCostsPct),
  holdingYears: int(1, 40, M.holdingYears),
};

export type DealField = keyof typeof dealFields;
export const DEAL_FIELDS = Object.keys(dealFields) as DealField[];

/** The property's own facts among the deal fields; the rest are the deal's assumptions. */
const PROPERTY_FACT_FIELDS: readonly DealField[] = [
  'bedrooms',
  'bathrooms',
  'livingAreaSqft',
  'yearBuilt',
  'propertyType',
];

/** The deal's assumptions (price, rent, loan, costs, growth, holding years), in the form's order. */
export const DEAL_ASSUMPTION_FIELDS: readonly DealField[] = DEAL_FIELDS.filter(
  (field) => !PROPERTY_FACT_FIELDS.includes(field),
);

/** Every deal field optional (null counts as absent, as GraphQL sends it); unknown fields are refused by name. */
export const dealInputSchema = z
  .object(
    Object.fromEntries(DEAL_FIELDS.map((k) => [k, dealFields[k].nullish()])) as {
      [K in DealField]: z.ZodOptional<z.ZodNullable<(typeof dealFields)[K]>>;
    },
  )
  .strict();
export type DealInput = { [K in DealField]?: z.infer<(typeof dealFields)[K]> | null };

/** Unknown keys named in the spec's style: `{ field: 'Unknown field "field"' }`. */
export function unknownFieldErrors(body: Record<string, unknown>, allowed: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(body)) if (!allowed.includes(key)) out[key] = `Unknown field "${key}"`;
  return out;
}
