import type { MarketDataset } from './dataset.ts';
import { estimateValue } from './estimates.ts';
import type { ValueEstimate } from './estimate-types.ts';
import type { Month } from './months.ts';
import { tierSpread, valueRelationsFor } from './property-relations.ts';
import { timeFactor } from './zhvi-chain.ts';

// What the public data says about a ZIP's typical home, as the fitted value model reads it: the ZIP level
// (Zillow ZHVI, else the county ACS median carried forward), the typical listed size and price per sq ft of
// its county (Realtor.com, metro when the county has none), the ZIP's renter share (ACS ZCTA tenure) and how
// widely home values spread in its metro (Zillow's top over bottom tier, state when the metro has none).

export interface ValueContext {
  zip: string;
  base: ValueEstimate;
  zipLevel: number;
  asOf: Month;
  /** Median listed living area of the county (or metro), sq ft; null when neither has one. */
  typicalSqft: number | null;
  /** Median asking price per sq ft of the county (or metro), carried to `asOf` by the ZIP's value index. */
  pricePerSqft: number | null;
  /** Where the two figures above come from, e.g. "travis, tx (Realtor.com, 2024-01)". */
  listingArea: string | null;
  listingMonth: Month | null;
  listingLevel: 'county' | 'metro' | null;
  /** Renter-occupied share of the ZIP's occupied homes (0-1), ACS 2019-2023; null without a ZCTA row. */
  renterShare: number | null;
  /** ln(top-tier / bottom-tier ZHVI) of the ZIP's metro (else state); null where neither has both tiers. */
  tierSpread: number | null;
}

// A loaded dataset never changes, so each ZIP's context is worked out once per dataset.
const cache = new WeakMap<MarketDataset, Map<string, ValueContext | null>>();

export function valueContext(ds: MarketDataset, zip: string): ValueContext | null {
  let byZip = cache.get(ds);
  if (!byZip) cache.set(ds, (byZip = new Map()));
  if (!byZip.has(zip)) byZip.set(zip, contextOf(ds, zip));
  return byZip.get(zip) ?? null;
}

function contextOf(ds: MarketDataset, zip: string): ValueContext | null {
  const base = estimateValue(ds, zip);
  if (!base) return null;
  const g = ds.geo.get(zip);
  const fips = g?.countyFips ?? g?.statCountyFips ?? null;
  const county = fips ? ds.rental.realtorCounty.get(fips) : undefined;
  const metro = ds.metroOfZip(zip);
  const cbsa = metro ? ds.metroCbsa.get(metro) : undefined;
  const metroListing = cbsa ? ds.rental.realtorMetro.get(cbsa) : undefined;
  const listing =
    county?.medianSquareFeet && county.medianListPricePerSqft
      ? county
      : metroListing?.medianSquareFeet
        ? metroListing
        : undefined;
  const carry = listing ? timeFactor(ds, zip, listing.month, base.asOf) : null;
  const tenure = ds.tenureZcta.get(zip);
  return {
    zip,
    base,
    zipLevel: base.point,
    asOf: base.asOf,
    typicalSqft: listing?.medianSquareFeet ?? null,
    pricePerSqft: listing?.medianListPricePerSqft && carry ? listing.medianListPricePerSqft * carry : null,
    listingArea: listing ? `${listing.name} (Realtor.com, ${listing.month})` : null,
    listingMonth: listing?.month ?? null,
    listingLevel: !listing ? null : listing === county ? 'county' : 'metro',
    renterShare: tenure && tenure.occupied > 0 ? tenure.renterOccupied / tenure.occupied : null,
    tierSpread: tierSpread(valueRelationsFor(ds, zip))?.factor ?? null,
  };
}
