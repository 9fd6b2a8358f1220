import type { MarketDataset } from './dataset.ts';
import { estimateRent } from './estimates.ts';
import type { RentComponent, SourceRef } from './estimate-types.ts';
import { round } from './series.ts';
import { zipZoriScope, zoriCandidates } from './zori-series.ts';

// The ZIP rent level a property's rent starts from, and which source it rests on. Zillow's ZIP ZORI (a market
// asking rent) leads where it exists; elsewhere HUD's Small Area FMR (a 40th-percentile gross rent, moved to the
// ZORI scale by its offset measured across metros) is blended with the nearest wider ZORI, and without a SAFMR
// the county/town FMR takes its place. The offsets and blend weights are fitted by scripts/fit/rent.ts.

/** zip-zori: the ZIP's own ZORI; safmr: no ZIP ZORI, HUD SAFMR (+ wider ZORI); area: county/town FMR (+ wider ZORI). */
export type RentAnchorKind = 'zip-zori' | 'safmr' | 'area';

export interface RentAnchorParams {
  /** log(ZIP ZORI / SAFMR) at the same bedroom count, median over the tuning metros' ZIPs. */
  safmrLogOffset: number;
  /** log(ZIP ZORI / county or town FMR) at the same bedroom count, median over the tuning metros' ZIPs. */
  fmrLogOffset: number;
  /** Share of the ZIP ZORI in a log blend with the offset SAFMR (inverse-variance weight across metros). */
  zipZoriWeightWithSafmr: number;
  /** Share of the ZIP ZORI in a log blend with the offset county/town FMR. */
  zipZoriWeightWithFmr: number;
  /** Share of the wider ZORI (city, county or metro) in a log blend with the offset SAFMR. */
  areaZoriWeightWithSafmr: number;
  /** Share of the wider ZORI in a log blend with the offset county/town FMR. */
  areaZoriWeightWithFmr: number;
}

export interface RentAnchor {
  kind: RentAnchorKind;
  /** Monthly rent at the requested bedroom count (0-4) or for the typical unit. */
  point: number;
  asOf: string;
  /** Plain words for the method text, e.g. "Zillow ZORI for ZIP 78704 scaled to 2 bedrooms". */
  description: string;
  components: RentComponent[];
  sources: SourceRef[];
  reasons: string[];
}

const KIND_WORDS: Record<RentAnchorKind, string> = {
  'zip-zori': "the ZIP's own Zillow ZORI",
  safmr: "HUD's Small Area FMR for the ZIP (no ZIP ZORI)",
  area: 'the county or town HUD FMR (no ZIP ZORI or Small Area FMR)',
};

export function anchorKindWords(kind: RentAnchorKind): string {
  return KIND_WORDS[kind];
}

/** The ZIP rent level for a bedroom count (null: the typical unit), with the anchor it rests on. */
export function rentAnchor(
  ds: MarketDataset,
  zip: string,
  bedrooms: number | null,
  p: RentAnchorParams,
): RentAnchor | null {
  const base = estimateRent(ds, zip, { bedrooms });
  if (!base) return null;
  const zoriLevel = zoriCandidates(ds, zipZoriScope(ds, zip))[0]?.level ?? null;
  const zori = base.components.find((c) => c.kind === 'zori');
  const fmr = base.components.find((c) => c.kind !== 'zori');
  const common = {
    asOf: base.asOf,
    components: base.components,
    sources: base.sources,
    reasons: base.confidenceReasons.filter(
      (r) => !r.startsWith('HUD publishes up to 4') && !r.startsWith('Zillow and HUD differ'),
    ),
  };
  if (!fmr) {
    // Only a ZORI: no HUD figure to blend with or to place the ZIP within a wider area.
    return zori
      ? {
          kind: zoriLevel === 'zip' ? 'zip-zori' : 'area',
          point: zori.value,
          description: zori.detail.replace(/\.$/, ''),
          ...common,
        }
      : null;
  }
  const hudOffset = fmr.kind === 'safmr' ? p.safmrLogOffset : p.fmrLogOffset;
  const hud = fmr.value * Math.exp(hudOffset);
  const hudText = `${fmr.detail.replace(/\.$/, '')}, ×${round(Math.exp(hudOffset), 3)} to Zillow's asking-rent scale ($${round(hud)})`;
  const blend = (weight: number, zoriValue: number, zoriText: string) => ({
    point: Math.exp(weight * Math.log(zoriValue) + (1 - weight) * Math.log(hud)),
    description: `a log blend of ${round(weight * 100)}% ${zoriText.replace(/\.$/, '')} and ${round((1 - weight) * 100)}% ${hudText}`,
  });
  if (zori && zoriLevel === 'zip') {
    const weight = fmr.kind === 'safmr' ? p.zipZoriWeightWithSafmr : p.zipZoriWeightWithFmr;
    return { kind: 'zip-zori', ...blend(weight, zori.value, zori.detail), ...common };
  }
  const kind: RentAnchorKind = fmr.kind === 'safmr' ? 'safmr' : 'area';
  const weight = kind === 'safmr' ? p.areaZoriWeightWithSafmr : p.areaZoriWeightWithFmr;
  const { point, description } = zori ? blend(weight, zori.value, zori.detail) : { point: hud, description: hudText };
  return { kind, point, description, ...common };
}
