import type { MarketDataset } from '../dataset.ts';
import { estimateRent } from '../estimates.ts';
import type { RentAnchorKind, RentAnchorParams } from '../property-rent-anchor.ts';
import { isTuneGroup } from './analyzer-eval.ts';
import { median, quantile80Sigma } from './robust-stats.ts';

// How far the ZIP rent level itself can be off, measured across every metro by comparing the level sources with
// one another (listing rents exist for Austin only). For each ZIP that has its own Zillow ZORI, at 2 bedrooms
// (each source's 2-bedroom figure, or the typical unit for ZORI and ACS, which the offsets match):
// the ZIP ZORI, HUD's SAFMR, the county/town FMR, the wider ZORI the ZIP would fall back to (city, county or
// metro) and the ACS median gross rent of the county and of the metro. Offsets between sources are fitted on the
// tuning metros (FNV hash of the metro name, as the older rent check); spreads are reported on both halves.
// The ZIP ZORI is itself noisy: its own error comes from the three-cornered hat of ZIP ZORI, SAFMR and the wider
// ZORI (independent errors: var(A-B) + var(A-C) - var(B-C) = 2 var(A)).

export interface LevelCase {
  zip: string;
  metro: string;
  tune: boolean;
  zipZori: number;
  safmr: number | null;
  areaFmr: number | null;
  areaZori: number | null;
  acsCounty: number | null;
  acsMetro: number | null;
}

export type LevelSource = 'safmr' | 'areaFmr' | 'areaZori' | 'acsCounty' | 'acsMetro';
export const LEVEL_SOURCES: Record<LevelSource, string> = {
  safmr: 'HUD SAFMR (ZIP), 2 bd',
  areaFmr: 'HUD county/town FMR, 2 bd',
  areaZori: 'wider ZORI (city/county/metro)',
  acsCounty: 'ACS county median gross rent',
  acsMetro: 'ACS metro median gross rent',
};

/** The dataset as a ZIP without its own ZORI (and, optionally, without a SAFMR) would see it. */
export function hideZipLevel(ds: MarketDataset, alsoSafmr: boolean): MarketDataset {
  return { ...ds, zoriZip: new Map(), ...(alsoSafmr ? { safmr: new Map() } : {}) };
}

export function levelCases(ds: MarketDataset): LevelCase[] {
  const noZip = hideZipLevel(ds, false);
  const noZipNoSafmr = hideZipLevel(ds, true);
  const out: LevelCase[] = [];
  for (const zip of ds.zoriZip.keys()) {
    const full = estimateRent(ds, zip, { bedrooms: 2 });
    const zori = full?.components.find((c) => c.kind === 'zori');
    if (!full || !zori) continue;
    const metro = ds.metroOfZip(zip) ?? zip;
    const g = ds.geo.get(zip);
    const county = g?.statCountyFips ?? g?.countyFips;
    const cbsa = ds.metroCbsa.get(metro);
    out.push({
      zip,
      metro,
      tune: isTuneGroup(metro),
      zipZori: zori.value,
      safmr: full.components.find((c) => c.kind === 'safmr')?.value ?? null,
      areaFmr:
        estimateRent(noZipNoSafmr, zip, { bedrooms: 2 })?.components.find((c) => c.kind !== 'zori')?.value ?? null,
      areaZori: estimateRent(noZip, zip, { bedrooms: 2 })?.components.find((c) => c.kind === 'zori')?.value ?? null,
      acsCounty: (county && ds.acsCounty.get(county)?.medianGrossRent.value) || null,
      acsMetro: (cbsa && ds.acsCbsa.get(cbsa)?.medianGrossRent.value) || null,
    });
  }
  return out;
}

const logGap = (a: number, b: number) => Math.log(a / b);

/** Median log(ZIP ZORI / source) on the given cases: the source's offset to the ZORI scale. */
export function sourceOffset(cases: LevelCase[], source: LevelSource): number {
  return median(cases.flatMap((c) => (c[source] ? [logGap(c.zipZori, c[source])] : [])));
}

export interface SourceDisagreement {
  source: LevelSource;
  offset: number;
  /** σ80 of log(ZIP ZORI / (source × offset)) and the number of ZIPs, per half. */
  tune: { sigma: number; n: number };
  report: { sigma: number; n: number };
}

function spread(cases: LevelCase[], gap: (c: LevelCase) => number | null): { sigma: number; n: number } {
  const gaps = cases.flatMap((c) => {
    const g = gap(c);
    return g === null ? [] : [g];
  });
  return { sigma: quantile80Sigma(gaps), n: gaps.length };
}

export function sourceDisagreements(cases: LevelCase[]): SourceDisagreement[] {
  const tune = cases.filter((c) => c.tune);
  const report = cases.filter((c) => !c.tune);
  return (Object.keys(LEVEL_SOURCES) as LevelSource[]).map((source) => {
    const offset = sourceOffset(tune, source);
    const gap = (c: LevelCase) => (c[source] ? logGap(c.zipZori, c[source]) - offset : null);
    return { source, offset, tune: spread(tune, gap), report: spread(report, gap) };
  });
}

/** The ZIP ZORI's own log error (σ80 scale) from the three-cornered hat with SAFMR and the wider ZORI. */
export function zipZoriSigma(cases: LevelCase[]): number {
  const both = cases.filter((c) => c.safmr && c.areaZori);
  const offS = sourceOffset(both, 'safmr');
  const offZ = sourceOffset(both, 'areaZori');
  const offSZ = offS - offZ;
  const v = (gaps: number[]) => quantile80Sigma(gaps) ** 2;
  const vAS = v(both.map((c) => logGap(c.zipZori, c.safmr!) - offS));
  const vAZ = v(both.map((c) => logGap(c.zipZori, c.areaZori!) - offZ));
  const vSZ = v(both.map((c) => logGap(c.areaZori!, c.safmr!) - offSZ));
  return Math.sqrt(Math.max(0, (vAS + vAZ - vSZ) / 2));
}

export interface LevelErrorFit {
  params: RentAnchorParams;
  /** σ80 of log(ZIP ZORI / the anchor a ZIP without its ZORI gets), by anchor kind, on the tuning metros. */
  levelGapSigma: Record<RentAnchorKind, number>;
  /** The same measured on the reporting metros (for the report only). */
  reportLevelGapSigma: Record<RentAnchorKind, number>;
  /** The ZIP ZORI's own error from the three-cornered hat, per half (for the report only). */
  zipZoriSigma: { tune: number; report: number };
  disagreements: SourceDisagreement[];
  zips: { tune: number; report: number; metrosTune: number; metrosReport: number };
}

/** The log-blend weight of the wider ZORI (0 to 1 by 0.05) with the smallest σ80 against the ZIP ZORI. */
function bestWeight(gapsFor: (w: number) => number[]): number {
  let best = { w: 0, s: Infinity };
  for (let step = 0; step <= 20; step += 1) {
    const s = quantile80Sigma(gapsFor(step / 20));
    if (s < best.s) best = { w: step / 20, s };
  }
  return best.w;
}

/**
 * Fits the anchor's offsets and blend weights on the tuning metros, and the ZIP level's extra error per anchor
 * kind: the spread of the anchor a ZIP gets with its own ZORI hidden around that ZORI.
 */
export function fitLevelError(ds: MarketDataset, cases: LevelCase[] = levelCases(ds)): LevelErrorFit {
  const tune = cases.filter((c) => c.tune);
  const report = cases.filter((c) => !c.tune);
  const safmrLogOffset = sourceOffset(tune, 'safmr');
  const fmrLogOffset = sourceOffset(tune, 'areaFmr');
  const blendGaps = (half: LevelCase[], hud: 'safmr' | 'areaFmr', offset: number, w: number) =>
    half.flatMap((c) => {
      const h = c[hud];
      if (!h) return [];
      const anchor = c.areaZori
        ? Math.exp(w * Math.log(c.areaZori) + (1 - w) * Math.log(h * Math.exp(offset)))
        : h * Math.exp(offset);
      return [logGap(c.zipZori, anchor)];
    });
  // The ZIP ZORI and an offset HUD figure are two noisy reads of the ZIP level: weight each by its inverse error
  // variance, the HUD figure's being its spread around the ZIP ZORI less the ZIP ZORI's own (hat) error.
  const own = zipZoriSigma(tune) ** 2;
  const zoriWeight = (hud: 'safmr' | 'areaFmr', offset: number) => {
    const v = quantile80Sigma(tune.flatMap((c) => (c[hud] ? [logGap(c.zipZori, c[hud]) - offset] : []))) ** 2;
    const hudVar = Math.max(own, v - own);
    return Math.round((hudVar / (hudVar + own)) * 100) / 100;
  };
  const params: RentAnchorParams = {
    safmrLogOffset,
    fmrLogOffset,
    zipZoriWeightWithSafmr: zoriWeight('safmr', safmrLogOffset),
    zipZoriWeightWithFmr: zoriWeight('areaFmr', fmrLogOffset),
    areaZoriWeightWithSafmr: bestWeight((w) => blendGaps(tune, 'safmr', safmrLogOffset, w)),
    areaZoriWeightWithFmr: bestWeight((w) => blendGaps(tune, 'areaFmr', fmrLogOffset, w)),
  };
  // The gap of each fallback anchor to the ZIP ZORI, in full: ZIPs without a ZORI are smaller and have fewer
  // rentals than the ones measured here, and the hat's ZIP ZORI error leans on independence that HUD's SAFMR
  // rules (bounded around the metro FMR) break, so nothing is netted out.
  const sigmas = (half: LevelCase[]): Record<RentAnchorKind, number> => ({
    'zip-zori': 0,
    safmr: quantile80Sigma(blendGaps(half, 'safmr', safmrLogOffset, params.areaZoriWeightWithSafmr)),
    area: quantile80Sigma(blendGaps(half, 'areaFmr', fmrLogOffset, params.areaZoriWeightWithFmr)),
  });
  return {
    params,
    levelGapSigma: sigmas(tune),
    reportLevelGapSigma: sigmas(report),
    zipZoriSigma: { tune: zipZoriSigma(tune), report: zipZoriSigma(report) },
    disagreements: sourceDisagreements(cases),
    zips: {
      tune: tune.length,
      report: report.length,
      metrosTune: new Set(tune.map((c) => c.metro)).size,
      metrosReport: new Set(report.map((c) => c.metro)).size,
    },
  };
}
