import type { MarketDataset } from './dataset.ts';
import type { RentsByBedrooms, SourceId } from './dataset-types.ts';
import { type Month } from './months.ts';
import { latest, round } from './series.ts';
import { zipZoriScope, zoriCandidates, zoriCarry, type ZoriCarry, type ZoriLevel } from './zori-series.ts';
import {
  sourceRef,
  type Confidence,
  type PropertyFacts,
  type RentComponent,
  type RentEstimate,
  type SourceRef,
} from './estimate-types.ts';

interface FmrChoice {
  kind: 'safmr' | 'town-fmr' | 'county-fmr';
  rents: RentsByBedrooms;
  asOf: string;
  detail: string;
  sourceId: SourceId;
}

const SAFMR_EFFECTIVE: Month = '2023-10';

function fmrFor(ds: MarketDataset, zip: string, carried: ZoriCarry | null): FmrChoice | null {
  const s = ds.safmr.get(zip);
  if (s) {
    const factor = carried?.factor ?? 1;
    const others =
      s.otherAreas.length > 0 ? ` The ZIP is also in ${s.otherAreas.map((o) => o.hudAreaName).join('; ')}.` : '';
    return {
      kind: 'safmr',
      rents: s.rents.map((r) => r * factor) as RentsByBedrooms,
      asOf: carried && factor !== 1 ? carried.to : SAFMR_EFFECTIVE,
      detail:
        `HUD FY2024 Small Area FMR (${s.hudAreaName}), 40th-percentile gross rent` +
        (carried && factor !== 1
          ? `, carried from ${SAFMR_EFFECTIVE} to ${carried.to} by the ${carried.carrier.label} ZORI (x${round(factor, 3)}).`
          : '.') +
        others,
      sourceId: 'hud-safmr-fy2024',
    };
  }
  const town = ds.fmrTownByZip.get(zip);
  if (town) {
    return {
      kind: 'town-fmr',
      rents: town.rents,
      asOf: '2025-10',
      detail: `HUD FY2026 FMR for ${town.town}, ${town.state} (${town.hudAreaName}), 40th-percentile gross rent.`,
      sourceId: 'hud-fmr-fy2026',
    };
  }
  const g = ds.geo.get(zip);
  const fips = g?.statCountyFips ?? g?.countyFips;
  const county = fips ? ds.fmrCounty.get(fips) : undefined;
  if (!county) return null;
  return {
    kind: 'county-fmr',
    rents: county.rents,
    asOf: '2025-10',
    detail:
      `HUD FY2026 county FMR for ${county.name}, ${county.state} (${county.hudAreaName}), 40th-percentile gross rent` +
      (county.townsAggregated > 0 ? `, population-weighted over ${county.townsAggregated} towns.` : '.'),
    sourceId: 'hud-fmr-fy2026',
  };
}

/** Weight of the ZORI component in the blend: ZORI is a market asking rent, so it leads when it is local. */
const ZORI_WEIGHT: Record<ZoriLevel, number> = { zip: 0.7, city: 0.65, county: 0.6, metro: 0.5 };

/**
 * Monthly market rent for a ZIP, for a bedroom count (0-4; 5+ uses 4) or for the typical unit. See the
 * `method` text of the result; bathrooms and living area do not change the estimate (no source supports it).
 */
export function estimateRent(ds: MarketDataset, zip: string, property: PropertyFacts = {}): RentEstimate | null {
  const bedroomsIn = property.bedrooms ?? null;
  const bedrooms = bedroomsIn === null ? null : Math.max(0, Math.min(4, Math.round(bedroomsIn)));
  const scope = zipZoriScope(ds, zip);
  const metroSeries = scope.metro ? ds.zoriMetro.get(scope.metro)?.series : undefined;
  const candidates = zoriCandidates(ds, scope);
  const zori = candidates[0];
  const zoriObs = zori ? latest(zori.series) : null;
  const present = metroSeries ? (latest(metroSeries)?.month ?? null) : null;
  const wider = candidates.filter((c) => c.level !== 'zip');
  // FY2024 SAFMRs took effect 2023-10, the ZIP ZORI's last month: carry them to the present the same way.
  const fmr = fmrFor(ds, zip, zoriCarry(wider, SAFMR_EFFECTIVE, present));
  if (!zoriObs && !fmr) return null;

  const components: RentComponent[] = [];
  const sources: SourceRef[] = [];
  const reasons: string[] = [];
  const sizeIndex = bedrooms ?? 2;
  const bedroomRatio = fmr ? (fmr.rents[sizeIndex] ?? fmr.rents[2]) / fmr.rents[2] : 1;

  let zoriValue: number | null = null;
  let zoriAsOf: Month | null = null;
  const carried = zori && zoriObs ? zoriCarry(candidates.slice(1), zoriObs.month, present) : null;
  if (zori && zoriObs) {
    const level = zoriObs.value * (carried?.factor ?? 1);
    zoriAsOf = carried?.to ?? zoriObs.month;
    zoriValue = level * (bedrooms === null ? 1 : bedroomRatio);
    components.push({
      kind: 'zori',
      value: round(zoriValue),
      asOf: zoriAsOf,
      detail:
        `Zillow ZORI for ${zori.label}: $${round(zoriObs.value)} in ${zoriObs.month}` +
        (carried && carried.factor !== 1
          ? `, carried to ${carried.to} by the ${carried.carrier.label} ZORI change (x${round(carried.factor, 3)})`
          : '') +
        (bedrooms !== null && fmr
          ? `, scaled to ${bedrooms} bedroom(s) by HUD's ${bedrooms}BR/2BR ratio (${round(bedroomRatio, 3)}).`
          : '.'),
    });
    sources.push(sourceRef(ds, 'zillow-zori', zoriAsOf));
  }
  let fmrValue: number | null = null;
  if (fmr) {
    const value = fmr.rents[sizeIndex] ?? fmr.rents[2];
    fmrValue = value;
    components.push({ kind: fmr.kind, value: round(value), asOf: fmr.asOf, detail: fmr.detail });
    sources.push(sourceRef(ds, fmr.sourceId));
  }

  let point: number;
  let weight = 0;
  if (zoriValue !== null && fmrValue !== null && zori) {
    weight = ZORI_WEIGHT[zori.level];
    point = weight * zoriValue + (1 - weight) * fmrValue;
  } else {
    point = (zoriValue ?? fmrValue) as number;
  }

  let confidence: Confidence;
  if (zori?.level === 'zip' && fmr?.kind === 'safmr') confidence = 'high';
  else if (zori && zori.level !== 'metro' && fmr) confidence = 'medium';
  else confidence = 'low';
  if (zori) reasons.push(`Market asking rents from Zillow at ${zori.level} level.`);
  else reasons.push('No Zillow rent series covers this ZIP, its city, county or metro; HUD FMR only.');
  if (!fmr) reasons.push('No HUD FMR for this ZIP or county, so no bedroom-specific benchmark.');
  if (zoriValue !== null && fmrValue !== null) {
    const gap = Math.abs(zoriValue / fmrValue - 1);
    if (gap > 0.25) {
      if (confidence === 'high') confidence = 'medium';
      reasons.push(`Zillow and HUD differ by ${round(gap * 100)}%, so the blend is less certain.`);
    }
  }
  if (zori && zoriObs && zori.level !== 'metro' && zoriAsOf !== zoriObs.month) {
    reasons.push(
      `The local Zillow series ends ${zoriObs.month}; later months follow the ${carried?.carrier.level ?? 'metro'} trend.`,
    );
  }
  if (bedroomsIn !== null && bedroomsIn > 4)
    reasons.push('HUD publishes up to 4 bedrooms; the 4-bedroom figure is used.');

  const values = [zoriValue, fmrValue].filter((v): v is number => v !== null);
  const pad = confidence === 'low' ? 0.15 : 0.075;
  const low = Math.min(...values, point * (1 - pad));
  const high = Math.max(...values, point * (1 + pad));
  const asOf = zoriAsOf ?? (fmr?.asOf.slice(0, 7) as Month);
  const unit = bedrooms === null ? 'the typical unit (HUD 2BR as benchmark)' : `${bedrooms} bedroom(s)`;
  const method =
    `Rent for ${unit}. ` +
    (weight > 0
      ? `Blend of ${round(weight * 100)}% Zillow ZORI (typical asking rent, all unit sizes) and ${round((1 - weight) * 100)}% HUD FMR (40th-percentile gross rent incl. utilities, a conservative benchmark). `
      : zoriValue !== null
        ? 'Zillow ZORI only (typical asking rent). '
        : 'HUD FMR only (40th-percentile gross rent). ') +
    'Range spans both components, at least ' +
    `+/-${round(pad * 100, 1)}%. ` +
    (property.bathrooms || property.livingAreaSqft
      ? 'Bathrooms and living area are not used: no source here relates rent to them.'
      : '');
  return {
    zip,
    bedrooms,
    point: round(point),
    low: round(low),
    high: round(high),
    asOf,
    components,
    method: method.trim(),
    confidence,
    confidenceReasons: reasons,
    sources,
  };
}
