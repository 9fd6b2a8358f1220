import { MESSAGES } from '@realty/proto-schemas';
import { BoundedCache } from '@realty/service-kit';
import {
  estimatePropertyRent,
  estimatePropertyValue,
  zipFacts,
  type MarketDataset,
  type ZipFacts,
} from '@realty/market-data';
import { checkAddressAgainstZip, checkPropertyLocation, type PropertyMarketContext } from '../domain/index.ts';
import { contextForProperty } from './context-from-market-data.ts';
import type { PlaceSummary } from './analysis-record.ts';
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
export function prepareProperty(
  dataset: MarketDataset,
  address: string,
  zip: string,
  profile: PropertyProfileInput,
): Prepared | PrepareRefusal {
  const check = checkPropertyLocation(address, zip);
  if (check.errors.length > 0) {
    const first = check.errors[0]!;
    return { error: first, field: first === MESSAGES.address ? 'address' : 'zipCode' };
  }
  const { facts, valueEstimate, rentEstimate, context } = marketFor(dataset, check.zipCode, profile);
  if (!facts || !context || !valueEstimate || !rentEstimate) {
    return {
      error: `We have no public market data for ZIP code ${check.zipCode}, so it cannot be analyzed.`,
      field: 'zipCode',
    };
  }
  const placeCheck = checkAddressAgainstZip(check.address, check.zipCode, facts.location);
  if (placeCheck.refusal) return { error: placeCheck.refusal, field: 'zipCode' };
  const place = facts.location
    ? { city: facts.location.city, state: facts.location.state, county: facts.location.countyName }
    : null;
  return {
    address: check.address,
    zipCode: check.zipCode,
    context,
    place,
    profile,
    valueEstimate,
    rentEstimate,
    warnings: placeCheck.warnings,
  };
}

interface PropertyMarket {
  facts: ZipFacts | null;
  valueEstimate: PropertyEstimate | null;
  rentEstimate: PropertyEstimate | null;
  context: PropertyMarketContext | null;
}

// The market side of a property depends only on the dataset, the ZIP and the profile, and a dataset never
// changes once loaded; a bulk upload asks for the same few ZIPs and profiles thousands of times. Entries are
// frozen so that no caller can change what the next analysis will read.
const MARKET_CACHE_ENTRIES = 4_096;
const marketCaches = new WeakMap<MarketDataset, BoundedCache<string, PropertyMarket>>();

function marketFor(dataset: MarketDataset, zip: string, profile: PropertyProfileInput): PropertyMarket {
  let cache = marketCaches.get(dataset);
  if (!cache) {
    cache = new BoundedCache(MARKET_CACHE_ENTRIES);
    marketCaches.set(dataset, cache);
  }
  const key = `${zip}|${profile.bedrooms}|${profile.bathrooms}|${profile.livingAreaSqft}|${profile.propertyType}|${profile.yearBuilt}`;
  return cache.getOrSet(key, () => deepFreeze(lookUpMarket(dataset, zip, profile)));
}

function lookUpMarket(dataset: MarketDataset, zip: string, profile: PropertyProfileInput): PropertyMarket {
  const facts = zipFacts(dataset, zip, { bedrooms: profile.bedrooms === null ? null : Math.min(4, profile.bedrooms) });
  const estimateProfile = {
    bedrooms: profile.bedrooms,
    bathrooms: profile.bathrooms,
    livingAreaSqft: profile.livingAreaSqft,
    propertyType: profile.propertyType,
    yearBuilt: profile.yearBuilt,
  };
  const valueEstimate = estimatePropertyValue(dataset, zip, estimateProfile);
  const rentEstimate = estimatePropertyRent(dataset, zip, estimateProfile);
  const context = facts ? contextForProperty(facts, valueEstimate, rentEstimate, profile.propertyType) : null;
  return { facts, valueEstimate, rentEstimate, context };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
