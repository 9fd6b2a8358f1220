import type { MarketDataset } from './dataset.ts';
import type { ValueRelations } from './property-extras-types.ts';
import type { ListingMetrics } from './rental-extras-types.ts';

// Looks up the relations a property-level estimate scales the ZIP level by: Zillow's bedroom, tier and
// home-type values (metro, else state) and Realtor.com's median listing size (metro). Each lookup says which
// area it came from.

export type PropertyType = 'single_family' | 'condo' | 'townhouse' | 'multi_family';

export interface AreaRelations {
  relations: ValueRelations;
  level: 'metro' | 'state';
  area: string;
}

/** Value relations of the ZIP's metro, or of its state when the metro has no series. */
export function valueRelationsFor(ds: MarketDataset, zip: string): AreaRelations[] {
  const out: AreaRelations[] = [];
  const metro = ds.metroOfZip(zip);
  const m = metro ? ds.property.metro.get(metro) : undefined;
  if (metro && m) out.push({ relations: m, level: 'metro', area: metro });
  const state = ds.geo.get(zip)?.state;
  const s = state ? ds.property.state.get(state) : undefined;
  if (state && s) out.push({ relations: s, level: 'state', area: state });
  return out;
}

export interface Ratio {
  factor: number;
  level: 'metro' | 'state';
  area: string;
  month: string;
}

/** Zillow's typical value of homes with this many bedrooms over the all-homes typical value (5 means 5+). */
export function bedroomValueRatio(areas: AreaRelations[], bedrooms: number): Ratio | null {
  const index = Math.min(5, Math.max(1, Math.round(bedrooms))) - 1;
  for (const a of areas) {
    const v = a.relations.byBedrooms[index];
    if (v) return { factor: v / a.relations.allHomes, level: a.level, area: a.area, month: a.relations.month };
  }
  return null;
}

/**
 * The bedroom count of a typical condo, where the condo series' own value sits on the bedroom ladder. No series
 * here splits bedrooms by home type, so this is a stated product assumption (a condo is most often a
 * 2-bedroom), used only to keep bedrooms and type from being counted twice (see property-home-type.ts).
 */
export const TYPICAL_CONDO_BEDROOMS = 2;

/** Single-family or condo typical value over all homes; townhouses take the geometric mean of the two. */
export function homeTypeValueRatio(areas: AreaRelations[], type: PropertyType): Ratio | null {
  for (const a of areas) {
    const t = a.relations.homeType;
    if (!t) continue;
    const sfr = t.singleFamily ? t.singleFamily / t.allHomes : null;
    const condo = t.condo ? t.condo / t.allHomes : null;
    const factor =
      type === 'single_family'
        ? sfr
        : type === 'condo'
          ? condo
          : type === 'townhouse' && sfr && condo
            ? Math.sqrt(sfr * condo)
            : null;
    if (factor) return { factor, level: a.level, area: a.area, month: t.month };
  }
  return null;
}

/** Log-spread of home values between Zillow's bottom and top thirds (about the 20th and 80th percentiles). */
export function tierSpread(areas: AreaRelations[]): (Ratio & { bottom: number; top: number }) | null {
  for (const a of areas) {
    const { bottomTier, topTier, allHomes } = a.relations;
    if (bottomTier && topTier) {
      return {
        factor: Math.log(topTier / bottomTier),
        bottom: bottomTier / allHomes,
        top: topTier / allHomes,
        level: a.level,
        area: a.area,
        month: a.relations.month,
      };
    }
  }
  return null;
}

/** Realtor.com's listing metrics for the ZIP's metro (joined by CBSA code). */
export function metroListings(ds: MarketDataset, zip: string): (ListingMetrics & { metro: string }) | null {
  const metro = ds.metroOfZip(zip);
  const cbsa = metro ? ds.metroCbsa.get(metro) : undefined;
  const listing = cbsa ? ds.rental.realtorMetro.get(cbsa) : undefined;
  return metro && listing ? { ...listing, metro } : null;
}
