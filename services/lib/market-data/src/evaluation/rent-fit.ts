import type { MarketDataset } from '../dataset.ts';
import { rentAnchor, type RentAnchor, type RentAnchorKind, type RentAnchorParams } from '../property-rent-anchor.ts';
import {
  estimatePropertyRentModel,
  estimateZipBedroomRent,
  rentFeatures,
  type AnchorReader,
  type FactsKey,
  type RentModelParams,
} from '../property-rent.ts';
import { leastAbsolute } from './least-absolute.ts';
import { fitLevelError, type LevelErrorFit } from './rent-level-error.ts';
import { listingProfile, rentCellCases, rentListingCases, withFacts } from './rent-listings-eval.ts';
import { isTuneZip, RENT_LISTINGS_MONTH, timeAdjustment, type RentListing } from './rent-listings.ts';
import { median, quantile, quantile80Sigma, Z80 } from './robust-stats.ts';

// Fits the rent model (property-rent.ts) on the tuning ZIPs of the Austin listings and the level terms on the
// tuning metros (rent-level-error.ts). Nothing here reads the reporting ZIPs or metros.

/** Bathrooms off the typical count beyond these no longer move the rent (few listings reach them). */
const BATH_CLAMP: [number, number] = [-1, 1.5];
export const FACT_KEYS: FactsKey[] = ['b0s0t0', 'b0s0t1', 'b0s1t0', 'b0s1t1', 'b1s0t0', 'b1s0t1', 'b1s1t0', 'b1s1t1'];
const r4 = (x: number) => Math.round(x * 1e4) / 1e4;

interface Prepared {
  listing: RentListing;
  truth: number;
  anchor: RentAnchor;
  two: RentAnchor;
}

function prepare(
  ds: MarketDataset,
  listings: RentListing[],
  params: RentAnchorParams,
  anchorOf: AnchorReader,
): Prepared[] {
  const out: Prepared[] = [];
  for (const listing of listings) {
    if (!isTuneZip(listing.zip)) continue;
    const anchor = anchorOf(ds, listing.zip, Math.min(4, listing.bedrooms), params);
    const two = anchorOf(ds, listing.zip, 2, params);
    const time = anchor ? timeAdjustment(ds, listing.zip, RENT_LISTINGS_MONTH, anchor.asOf) : null;
    // The unit terms are fitted where the level is the ZIP's own ZORI; other anchors add their measured level error.
    if (!anchor || !two || !time || anchor.kind !== 'zip-zori') continue;
    out.push({ listing, truth: listing.rent * time.factor, anchor, two });
  }
  return out;
}

function typicalSqft(rows: Prepared[]): number[] {
  return [0, 1, 2, 3, 4, 5].map((b) =>
    Math.round(
      median(rows.flatMap((r) => (Math.min(5, r.listing.bedrooms) === b && r.listing.sqft ? [r.listing.sqft] : []))),
    ),
  );
}

interface Scatter {
  key: FactsKey;
  logError: number;
  distance: number;
}

/**
 * σ per facts key and the distance slope k: each key's σ puts 80% inside; k evens coverage across distance terciles.
 */
function fitWidths(scatter: Scatter[]): { sigma: Record<FactsKey, number>; k: number } {
  const widths = (k: number) =>
    Object.fromEntries(
      FACT_KEYS.map((key) => {
        const need = scatter.filter((s) => s.key === key).map((s) => (s.logError / Z80) ** 2 - (k * s.distance) ** 2);
        return [key, r4(Math.sqrt(Math.max(0.0004, quantile(need, 0.8))))];
      }),
    ) as Record<FactsKey, number>;
  const cuts = [
    quantile(
      scatter.map((s) => s.distance),
      1 / 3,
    ),
    quantile(
      scatter.map((s) => s.distance),
      2 / 3,
    ),
  ];
  let best = { k: 0, score: Infinity };
  for (let step = 0; step <= 30; step += 1) {
    const k = step / 20;
    const sigma = widths(k);
    const inside = (s: Scatter) => Math.abs(s.logError) <= Z80 * Math.sqrt(sigma[s.key] ** 2 + (k * s.distance) ** 2);
    const terciles = [
      scatter.filter((s) => s.distance <= cuts[0]!),
      scatter.filter((s) => s.distance > cuts[0]! && s.distance <= cuts[1]!),
      scatter.filter((s) => s.distance > cuts[1]!),
    ];
    const score = Math.max(
      ...terciles.map((t) => Math.abs((t.filter(inside).length / Math.max(1, t.length)) * 100 - 80)),
    );
    if (score < best.score - 1e-9) best = { k, score };
  }
  return { sigma: widths(best.k), k: best.k };
}

export interface RentFit {
  model: RentModelParams;
  level: LevelErrorFit;
  tuneListings: number;
}

/** rentAnchor remembered per ZIP and bedroom count (the fit asks for the same few thousand many times). */
export function memoAnchors(): AnchorReader {
  const memo = new Map<string, RentAnchor | null>();
  return (ds, zip, bedrooms, p) => {
    const key = `${zip}|${bedrooms}|${JSON.stringify(p)}`;
    if (!memo.has(key)) memo.set(key, rentAnchor(ds, zip, bedrooms, p));
    return memo.get(key)!;
  };
}

export function fitRentModel(ds: MarketDataset, listings: RentListing[]): RentFit {
  const level = fitLevelError(ds);
  const anchors = memoAnchors();
  const anchorParams = Object.fromEntries(
    Object.entries(level.params).map(([k, v]) => [k, r4(v)]),
  ) as unknown as RentAnchorParams;
  const rows = prepare(ds, listings, anchorParams, anchors);
  const sqft = typicalSqft(rows);
  const base: RentModelParams = {
    anchor: anchorParams,
    levelGapSigma: Object.fromEntries(Object.entries(level.levelGapSigma).map(([k, v]) => [k, r4(v)])) as Record<
      RentAnchorKind,
      number
    >,
    typicalSqft: sqft,
    sizeElasticity: 0,
    bathLogStep: 0,
    bathClamp: BATH_CLAMP,
    bedroomLadderExtra: 0,
    typeLog: { house: 0, unit: 0, unknown: 0 },
    sigma: Object.fromEntries(FACT_KEYS.map((k) => [k, 0.1])) as Record<FactsKey, number>,
    sigmaDistance: 0,
    cellSigma: 0.1,
    confidence: { high: 0, medium: 0 },
  };
  // Median regression of log(rent / anchor) on home kind (no intercept: one level per kind), the extra bedroom
  // ladder power, log size against the typical size and bathrooms off the typical count.
  const x: number[][] = [];
  const y: number[] = [];
  for (const r of rows) {
    const f = rentFeatures(base, listingProfile(r.listing), Math.log(r.anchor.point / r.two.point));
    const k = r.listing.kind;
    x.push([k === 'house' ? 1 : 0, k === 'unit' ? 1 : 0, k === 'apartment' ? 1 : 0, f.ladder, f.size, f.bath]);
    y.push(Math.log(r.truth / r.anchor.point) - f.bigHouse);
  }
  const [house, unit, apartment, ladder, size, bath] = leastAbsolute(x, y).map(r4) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const share = (kind: RentListing['kind']) => rows.filter((r) => r.listing.kind === kind).length / rows.length;
  const model: RentModelParams = {
    ...base,
    sizeElasticity: size,
    bathLogStep: bath,
    bedroomLadderExtra: ladder,
    typeLog: {
      house,
      unit,
      unknown: r4(house * share('house') + unit * share('unit') + apartment * share('apartment')),
    },
  };
  // Widths from the scatter of the tuning listings around the fitted estimate, for every subset of facts.
  const scatter: Scatter[] = [];
  for (const r of rows) {
    const profile = listingProfile(r.listing);
    for (const key of FACT_KEYS) {
      if (key[5] === '1' && !profile.propertyType) continue;
      if (key[3] === '1' && !profile.livingAreaSqft) continue;
      const e = estimatePropertyRentModel(ds, r.listing.zip, withFacts(profile, key), model, anchors);
      const typical = anchors(ds, r.listing.zip, null, model.anchor);
      if (e && typical)
        scatter.push({
          key,
          logError: Math.log(r.truth / e.point),
          distance: Math.abs(Math.log(e.point / typical.point)),
        });
    }
  }
  const { sigma, k } = fitWidths(scatter);
  const withWidths: RentModelParams = { ...model, sigma, sigmaDistance: k };
  const cells = rentCellCases(
    ds,
    rentListingCases(
      ds,
      rows.map((r) => r.listing),
      (d, zip, p) => estimatePropertyRentModel(d, zip, p, withWidths, anchors),
    ),
    (d, zip, b) => estimateZipBedroomRent(d, zip, b, withWidths, anchors),
  );
  const cellSigma = r4(quantile80Sigma(cells.map((c) => Math.log(c.truth / c.point))));
  // High: bedrooms given on the ZIP's own ZORI, near the typical unit; medium: bedrooms given on any anchor; low:
  // without bedrooms or far from the typical unit.
  const withBedrooms = Math.max(...FACT_KEYS.filter((k) => k[1] === '1').map((k) => sigma[k]));
  const confidence = {
    high: r4(1.1 * withBedrooms),
    medium: r4(1.1 * Math.hypot(withBedrooms, level.levelGapSigma.area)),
  };
  return { model: { ...withWidths, cellSigma, confidence }, level, tuneListings: rows.length };
}
