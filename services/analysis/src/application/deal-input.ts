import { dealInputSchema, fieldErrors, type DealInput, type PropertyTypeValue } from '@realty/proto-schemas';
import type { UnderwritingInput } from '../domain/index.ts';

// One input model for a deal: the property's facts (which change the estimates) and the underwriting
// assumptions (which override defaults). GraphQL, REST and bulk rows all arrive here.

export interface PropertyProfileInput {
  propertyType: PropertyTypeValue | null;
  bedrooms: number | null;
  bathrooms: number | null;
  livingAreaSqft: number | null;
  yearBuilt: number | null;
}

export interface SplitDeal {
  profile: PropertyProfileInput;
  overrides: Partial<UnderwritingInput>;
}

const PROFILE_KEYS = ['propertyType', 'bedrooms', 'bathrooms', 'livingAreaSqft', 'yearBuilt'] as const;

/** Validates deal inputs; returns field messages (keyed "overrides.<field>") or the split input. */
export function parseDealInput(raw: unknown): { errors: Record<string, string> } | { deal: SplitDeal } {
  const parsed = dealInputSchema.safeParse(raw ?? {});
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    // zod names unknown keys in one "unrecognized keys" issue; name each field instead.
    for (const issue of parsed.error.issues) {
      if (issue.code === 'unrecognized_keys') for (const key of issue.keys) errors[key] = `Unknown field "${key}"`;
    }
    delete errors._;
    return { errors };
  }
  return { deal: splitDeal(parsed.data as DealInput) };
}

export function splitDeal(input: DealInput): SplitDeal {
  const profile: PropertyProfileInput = {
    propertyType: null,
    bedrooms: null,
    bathrooms: null,
    livingAreaSqft: null,
    yearBuilt: null,
  };
  const overrides: Record<string, number> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === null || value === undefined) continue;
    if ((PROFILE_KEYS as readonly string[]).includes(key)) (profile as unknown as Record<string, unknown>)[key] = value;
    else overrides[key] = value as number;
  }
  return { profile, overrides: overrides as Partial<UnderwritingInput> };
}

/** The deal as entered, back in one flat object (for storing and re-running). */
export function joinDeal(deal: SplitDeal): DealInput {
  const out: Record<string, unknown> = { ...deal.overrides };
  for (const key of PROFILE_KEYS) if (deal.profile[key] !== null) out[key] = deal.profile[key];
  return out as DealInput;
}
