import { MESSAGES } from '@realty/proto-schemas';
import { estimatePropertyRent, estimatePropertyValue, zipFacts, type MarketDataset } from '@realty/market-data';
import { checkAddressAgainstZip, checkPropertyLocation, type PropertyMarketContext } from '../domain/index.ts';
import { contextForProperty } from '../context-from-market-data.ts';
import type { PlaceSummary } from '../to-graphql.ts';
import type { PropertyProfileInput } from './deal-input.ts';
import type { PropertyEstimate } from '@realty/market-data';

export interface Prepared {
  address: string;
  zipCode: string;
  context: PropertyMarketContext;
  place: PlaceSummary | null;
  profile: PropertyProfileInput;
  valueEstimate: PropertyEstimate;
  rentEstimate: PropertyEstimate;
  warnings: string[];
}

export interface PrepareRefusal {
  error: string;
  field: 'address' | 'zipCode';
}

/**
 * Resolves the market context of one property, or says why it cannot be analyzed. Everything here runs
 * before any usage is authorized, so a refusal never costs the user an analysis.
 */
export function prepareProperty(dataset: MarketDataset, address: string, zip: string, profile: PropertyProfileInput): Prepared | PrepareRefusal {
  const check = checkPropertyLocation(address, zip);
  if (check.errors.length > 0) {
    const first = check.errors[0]!;
    return { error: first, field: first === MESSAGES.address ? 'address' : 'zipCode' };
  }
  const facts = zipFacts(dataset, check.zipCode, { bedrooms: profile.bedrooms === null ? null : Math.min(4, profile.bedrooms) });
  const estimateProfile = {
    bedrooms: profile.bedrooms,
    bathrooms: profile.bathrooms,
    livingAreaSqft: profile.livingAreaSqft,
    propertyType: profile.propertyType,
  };
  const valueEstimate = estimatePropertyValue(dataset, check.zipCode, estimateProfile);
  const rentEstimate = estimatePropertyRent(dataset, check.zipCode, estimateProfile);
  const context = facts ? contextForProperty(facts, valueEstimate, rentEstimate, profile.propertyType) : null;
  if (!facts || !context || !valueEstimate || !rentEstimate) {
    return { error: `We have no public market data for ZIP code ${check.zipCode}, so it cannot be analyzed.`, field: 'zipCode' };
  }
  const placeCheck = checkAddressAgainstZip(check.address, check.zipCode, facts.location);
  if (placeCheck.refusal) return { error: placeCheck.refusal, field: 'zipCode' };
  const place = facts.location ? { city: facts.location.city, state: facts.location.state, county: facts.location.countyName } : null;
  return { address: check.address, zipCode: check.zipCode, context, place, profile, valueEstimate, rentEstimate, warnings: placeCheck.warnings };
}
