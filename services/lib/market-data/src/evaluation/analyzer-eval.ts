import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MarketDataset } from '../dataset.ts';
import { estimateRent, estimateValue } from '../estimates.ts';
import { estimatePropertyValue } from '../property-estimates.ts';
import { estimateZipBedroomRent } from '../property-rent.ts';
import { bedroomValueRatio, valueRelationsFor } from '../property-relations.ts';
import { readZillowSeriesFile } from '../pipeline/read-zillow.ts';
import { latest, valueAt } from '../series.ts';

// Held-out evaluation of the property-level estimates on public data (`npm run eval:analyzer`).
//
// Value: Zillow's ZIP-by-bedroom ZHVI for Tennessee (SOURCES.md section 24) is never read by the product; it is
// the truth for "typical home with N bedrooms in this ZIP". The estimate is the ZIP ZHVI (all homes) × the metro
// bedroom ratio. Rent: HUD's ZIP-level SAFMR bedroom ratios applied to the ZIP's own Zillow ZORI are the truth;
// the estimator runs on a copy of the dataset with every SAFMR removed, so it must learn bedroom relations from
// the county/metro FMRs. Both split ZIPs into a tuning half and a reporting half by county (value) or metro
// (rent), hashed; width scales are tuned on the first half and all figures reported on both.

export interface Case {
  group: string;
  bedrooms: number;
  truth: number;
  point: number;
  low: number;
  high: number;
  sigma: number;
  baseline: number;
  /** Value cases: the ZIP level and Zillow's full metro/state bedroom ratio, to fit the share of it applied. */
  zipLevel?: number;
  bedroomRatio?: number;
}

export interface Summary {
  n: number;
  mdape: number;
  medianBiasPct: number;
  coverage80: number;
  baselineMdape: number;
  baselineBiasPct: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length === 0 ? NaN : s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

export function summarize(cases: Case[], widthScale = 1): Summary {
  const ape = cases.map((c) => Math.abs(c.point / c.truth - 1) * 100);
  const bias = cases.map((c) => (c.point / c.truth - 1) * 100);
  const inside = cases.filter((c) => Math.abs(Math.log(c.truth / c.point)) <= 1.2816 * c.sigma * widthScale).length;
  return {
    n: cases.length,
    mdape: median(ape),
    medianBiasPct: median(bias),
    coverage80: (inside / Math.max(1, cases.length)) * 100,
    baselineMdape: median(cases.map((c) => Math.abs(c.baseline / c.truth - 1) * 100)),
    baselineBiasPct: median(cases.map((c) => (c.baseline / c.truth - 1) * 100)),
  };
}

/** The scale on σ that puts 80% of the tuning cases inside their interval. */
export function tuneWidth(cases: Case[]): number {
  const needed = cases.map((c) => Math.abs(Math.log(c.truth / c.point)) / (1.2816 * c.sigma));
  const s = needed.sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(0.8 * s.length))] ?? 1;
}

/**
 * The share of the bedroom ratio (applied on a log scale) with the lowest MdAPE on the given cases, in steps
 * of 0.05 from 0.3 to 1.2: ZIP level × ratio^share. Run on the tuning half only.
 */
export function tuneBedroomWeight(cases: Case[]): { weight: number; mdape: number } {
  const usable = cases.filter((c) => c.zipLevel && c.bedroomRatio);
  let best = { weight: 1, mdape: Infinity };
  for (let step = 6; step <= 24; step += 1) {
    const weight = step / 20;
    const mdape = median(
      usable.map((c) => Math.abs(((c.zipLevel ?? 0) * (c.bedroomRatio ?? 1) ** weight) / c.truth - 1) * 100),
    );
    if (mdape < best.mdape) best = { weight, mdape };
  }
  return best;
}

/** Deterministic half split: FNV-1a of the group name, even = tune, odd = report. */
export function isTuneGroup(group: string): boolean {
  let h = 0x811c9dc5;
  for (let i = 0; i < group.length; i += 1) h = Math.imul(h ^ group.charCodeAt(i), 0x01000193) >>> 0;
  return h % 2 === 0;
}

const TN_DIR = 'zillow-zhvi-zip-bedrooms-tn';

export async function valueCases(ds: MarketDataset, rawDir: string): Promise<Case[]> {
  const cases: Case[] = [];
  for (let beds = 1; beds <= 5; beds += 1) {
    const file = `Zip_zhvi_bdrmcnt_${beds}_uc_sfrcondo_tier_0.33_0.67_sm_sa_month.csv`;
    const rows = readZillowSeriesFile(await readFile(join(rawDir, TN_DIR, file), 'utf8'), file, 24);
    for (const row of rows) {
      const zip = row.regionName.padStart(5, '0');
      const zipSeries = ds.zhviZip.get(zip);
      const zipObs = zipSeries ? latest(zipSeries.series) : null;
      // The truth at the month of the ZIP value the estimate starts from (or its last month when earlier).
      const truthObs = zipObs ? (valueAt(row.series, zipObs.month) ?? latest(row.series)?.value ?? null) : null;
      if (!truthObs || !zipObs) continue;
      const estimate = estimatePropertyValue(ds, zip, { bedrooms: beds });
      const baseline = estimateValue(ds, zip);
      if (!estimate || !baseline) continue;
      const ratio = bedroomValueRatio(valueRelationsFor(ds, zip), beds)?.factor;
      cases.push({
        group: row.county || zip,
        bedrooms: beds,
        truth: truthObs,
        point: estimate.point,
        low: estimate.low,
        high: estimate.high,
        sigma: estimate.sigma,
        baseline: baseline.point,
        zipLevel: estimate.zipLevel,
        bedroomRatio: ratio,
      });
    }
  }
  return cases;
}

/** A view of the dataset without any ZIP-level SAFMR: the estimator must fall back to area FMR ratios. */
export function withoutSafmr(ds: MarketDataset): MarketDataset {
  return { ...ds, safmr: new Map() };
}

export function rentCases(ds: MarketDataset): Case[] {
  const heldOut = withoutSafmr(ds);
  const cases: Case[] = [];
  for (const [zip, safmr] of ds.safmr) {
    const two = safmr.rents[2];
    if (!two || !ds.zoriZip.get(zip)) continue;
    // The ZIP's own Zillow rent, carried to the latest month as the estimator carries it (typical unit).
    const typical = estimateRent(heldOut, zip, { bedrooms: null });
    const zori = typical?.components.find((c) => c.kind === 'zori');
    if (!zori || !zori.detail.startsWith(`Zillow ZORI for ZIP ${zip}`)) continue;
    const metro = ds.metroOfZip(zip) ?? zip;
    for (let beds = 0; beds <= 4; beds += 1) {
      const truth = zori.value * ((safmr.rents[beds] ?? two) / two);
      const e = estimateZipBedroomRent(heldOut, zip, beds);
      if (!e) continue;
      cases.push({
        group: metro,
        bedrooms: beds,
        truth,
        point: e.point,
        low: e.low,
        high: e.high,
        sigma: e.sigma,
        baseline: zori.value,
      });
    }
  }
  return cases;
}
