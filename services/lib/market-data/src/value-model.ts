import type { PropertyType } from './property-relations.ts';

// The fitted value model's inputs and features (pure). The model predicts ln(value / ZIP level) as a sum of
// named terms fitted on listings (scripts/fit/value.ts); the range's half-width is predicted the same way
// (on a log scale, so the terms multiply it) from how far the home sits from the ZIP's typical one and what
// kind of market it is in. Four variants by the facts given: living area
// and rooms, living area only, rooms only, neither.

export type FactSet = 'size+rooms' | 'size' | 'rooms' | 'none';
export const FACT_SETS: readonly FactSet[] = ['size+rooms', 'size', 'rooms', 'none'];

export interface ValueInputs {
  /** The ZIP level the estimate starts from (ZHVI, else the county ACS median carried forward). */
  zipLevel: number;
  zipBasis: 'zip-zhvi' | 'county-acs-median';
  typicalSqft: number | null;
  /** County (or metro) median asking $/sq ft, at the ZIP level's month. */
  pricePerSqft: number | null;
  renterShare: number | null;
  /** ln(top-tier / bottom-tier ZHVI) of the metro (else state): how widely values spread there. */
  tierSpread: number | null;
  /** Year of the ZIP level's month (age is counted to it). */
  asOfYear: number;
  sqft: number | null;
  beds: number | null;
  baths: number | null;
  propertyType: PropertyType | null;
  yearBuilt: number | null;
}

/** Reference points the features are centred on (stated constants, not fitted). */
export const REFERENCE = {
  /** A mid-priced US ZIP level; the price-level feature is ln(ZIP level / this). */
  zipLevel: 350_000,
  /** Used as the typical size where neither the county nor the metro has a Realtor.com median size. */
  typicalSqft: 1_900,
  renterShare: 0.35,
  /** About the median metro's ln(top / bottom tier); also used where no tier series exists. */
  tierSpread: 1,
  beds: 3,
  baths: 2,
} as const;

export type Features = Record<string, number>;

export function factSet(i: Pick<ValueInputs, 'sqft' | 'beds' | 'baths'>): FactSet {
  const size = Boolean(i.sqft && i.sqft > 0);
  const rooms = i.beds != null || i.baths != null;
  return size ? (rooms ? 'size+rooms' : 'size') : rooms ? 'rooms' : 'none';
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/** The terms of ln(value / ZIP level), each named after the fact it comes from (see termGroup). */
export function valueFeatures(i: ValueInputs, set: FactSet = factSet(i)): Features {
  const f: Features = { const: 1 };
  const lp = Math.log(i.zipLevel / REFERENCE.zipLevel);
  const r = (i.renterShare ?? REFERENCE.renterShare) - REFERENCE.renterShare;
  f.priceLevel = lp;
  f.renterShare = r;
  if (i.zipBasis !== 'zip-zhvi') f.countyLevel = 1;
  if (i.pricePerSqft && i.typicalSqft) f.countyListings = Math.log((i.pricePerSqft * i.typicalSqft) / i.zipLevel);
  else f.noCountyListings = 1;
  if ((set === 'size+rooms' || set === 'size') && i.sqft) {
    const s = Math.log(i.sqft / (i.typicalSqft ?? REFERENCE.typicalSqft));
    f.size = s;
    f.sizeSq = s * s;
    f.sizeXPrice = s * lp;
    f.sizeCube = s * s * s;
  }
  if (set === 'size+rooms' || set === 'rooms') {
    if (i.beds != null) f.beds = clamp(i.beds, 0, 8) - REFERENCE.beds;
    if (i.baths != null) f.baths = clamp(i.baths, 0, 8) - REFERENCE.baths;
    if (f.beds) f.bedsSq = f.beds * f.beds;
    if (f.baths) f.bathsSq = f.baths * f.baths;
  }
  // A condo, townhouse or 2-4 unit building has its own size elasticity (a larger condo is not priced like a
  // larger house): the type's term times the size term.
  const t = i.propertyType;
  const s = f.size ?? 0;
  if (t === 'condo') Object.assign(f, { condo: 1, condoXRenter: r }, s ? { condoXSize: s } : {});
  if (t === 'townhouse') Object.assign(f, { townhouse: 1, townhouseXRenter: r }, s ? { townhouseXSize: s } : {});
  if (t === 'multi_family') Object.assign(f, { multiFamily: 1 }, s ? { multiFamilyXSize: s } : {});
  if (i.yearBuilt != null) {
    const a = clamp((i.asOfYear - i.yearBuilt) / 50, 0, 2.5);
    f.age = a;
    f.ageSq = a * a;
    if (i.asOfYear - i.yearBuilt <= 2) f.newBuild = 1;
  } else f.ageUnknown = 1;
  return f;
}

/** The feature names of each fact set, in a fixed order (the fit's columns). */
export function featureNames(set: FactSet): string[] {
  const base = ['const', 'priceLevel', 'renterShare', 'countyLevel', 'countyListings', 'noCountyListings'];
  const sized = set === 'size+rooms' || set === 'size';
  const size = sized ? ['size', 'sizeSq', 'sizeXPrice', 'sizeCube'] : [];
  const rooms = set === 'size+rooms' || set === 'rooms' ? ['beds', 'baths', 'bedsSq', 'bathsSq'] : [];
  const rest = [
    'condo',
    'condoXRenter',
    ...(sized ? ['condoXSize'] : []),
    'townhouse',
    'townhouseXRenter',
    ...(sized ? ['townhouseXSize'] : []),
    'multiFamily',
    ...(sized ? ['multiFamilyXSize'] : []),
    'age',
    'ageSq',
    'newBuild',
    'ageUnknown',
  ];
  return [...base, ...size, ...rooms, ...rest];
}

/** Which fact a term belongs to, so the estimate can list one factor per fact. */
export function termGroup(name: string): 'market' | 'living area' | 'bedrooms' | 'bathrooms' | 'home type' | 'age' {
  if (name.startsWith('size')) return 'living area';
  if (name === 'beds') return 'bedrooms';
  if (name === 'baths') return 'bathrooms';
  if (/^(condo|townhouse|multiFamily)/.test(name)) return 'home type';
  if (/^(age|newBuild)/.test(name)) return 'age';
  return 'market';
}

/**
 * The features the range's log half-width is predicted from: how far the home is from the typical one, and
 * what kind of market it is in. Cheap and dear ZIPs are separate terms (listings scatter more around a cheap
 * ZIP's level than around a dear one's), a metro whose top and bottom tiers lie far apart scatters more, and
 * so does a ZIP of many renters.
 */
export function spreadFeatures(i: ValueInputs, set: FactSet = factSet(i)): Features {
  const f = valueFeatures(i, set);
  const lp = f.priceLevel ?? 0;
  return {
    const: 1,
    farSize: Math.abs(f.size ?? 0),
    cheapZip: Math.max(0, -lp),
    dearZip: Math.max(0, lp),
    renterShare: f.renterShare ?? 0,
    tierSpread: (i.tierSpread ?? REFERENCE.tierSpread) - REFERENCE.tierSpread,
    farBeds: Math.abs(f.beds ?? 0),
    countyLevel: f.countyLevel ?? 0,
    noCountyListings: f.noCountyListings ?? 0,
    condo: f.condo ?? 0,
    townhouse: f.townhouse ?? 0,
    multiFamily: f.multiFamily ?? 0,
    ageUnknown: f.ageUnknown ?? 0,
  };
}

export const SPREAD_NAMES = [
  'const',
  'farSize',
  'cheapZip',
  'dearZip',
  'renterShare',
  'tierSpread',
  'farBeds',
  'countyLevel',
  'noCountyListings',
  'condo',
  'townhouse',
  'multiFamily',
  'ageUnknown',
];

export function dot(coef: Readonly<Record<string, number>>, x: Features): number {
  let s = 0;
  for (const [n, c] of Object.entries(coef)) s += c * (x[n] ?? 0);
  return s;
}
