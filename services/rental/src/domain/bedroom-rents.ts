import { round, type MarketDataset, type RentsByBedrooms, type ResolvedLocation } from '@realty/market-data';
import { figureOf, type MarketFigure } from './market-figure.ts';
import type { PlaceScope } from './place-scope.ts';

export const BEDROOM_LABELS = ['Studio', '1 bedroom', '2 bedrooms', '3 bedrooms', '4 bedrooms'] as const;

export interface BedroomRentRow {
  bedrooms: number;
  label: string;
  /** HUD Small Area FMR for the ZIP (FY2024); ZIP views only. */
  smallAreaFmr: MarketFigure;
  /** HUD FMR for the place's HUD area (FY2026). */
  fmr: MarketFigure;
  /** The headline ZORI scaled by HUD's bedroom-to-2-bedroom ratio. */
  zoriBased: MarketFigure;
}

interface HudRents {
  rents: RentsByBedrooms;
  geography: string;
}

/** The county whose HUD area stands for the place: the place's own county, or the metro's largest county. */
function fmrCountyOf(ds: MarketDataset, r: ResolvedLocation, scope: PlaceScope): string | null {
  if (r.countyFips && ds.fmrCounty.has(r.countyFips)) return r.countyFips;
  if (scope.countyFips && ds.fmrCounty.has(scope.countyFips)) return scope.countyFips;
  if (!scope.metroCbsa) return null;
  let best: string | null = null;
  let bestHouseholds = -1;
  for (const [fips, cbsa] of ds.countyCbsa) {
    if (cbsa !== scope.metroCbsa || !ds.fmrCounty.has(fips)) continue;
    const households = ds.acsCounty.get(fips)?.occupiedUnits ?? 0;
    if (households > bestHouseholds) [best, bestHouseholds] = [fips, households];
  }
  return best;
}

/**
 * Rent by bedroom count, studio to 4 bedrooms. HUD's Fair Market Rents are the 40th-percentile gross rent (rent
 * plus utilities) of standard units, by bedrooms, for a HUD area (and per ZIP for Small Area FMRs). Zillow has
 * no rent index by bedrooms, so the ZORI-based level applies HUD's ratio of each size to 2 bedrooms to the
 * headline ZORI, treating the typical listed unit as a 2-bedroom (the same rule as the property estimates).
 */
export function bedroomRents(
  ds: MarketDataset,
  r: ResolvedLocation,
  scope: PlaceScope,
  headline: MarketFigure,
): BedroomRentRow[] {
  const safmr = r.kind === 'zip' ? ds.safmr.get(r.zip) : undefined;
  const fmrFips = fmrCountyOf(ds, r, scope);
  const town = r.kind === 'zip' ? ds.fmrTownByZip.get(r.zip) : undefined;
  const county = fmrFips ? ds.fmrCounty.get(fmrFips) : undefined;
  const fmr: HudRents | null = town
    ? { rents: town.rents, geography: `${town.town}, ${town.state} (${town.hudAreaName})` }
    : county
      ? { rents: county.rents, geography: county.hudAreaName }
      : null;
  const ratioSource: HudRents | null = safmr
    ? { rents: safmr.rents, geography: `ZIP ${r.kind === 'zip' ? r.zip : ''}` }
    : fmr;

  return BEDROOM_LABELS.map((label, bedrooms) => {
    const key = `${bedrooms}br`;
    const safmrValue = safmr?.rents[bedrooms];
    const fmrValue = fmr?.rents[bedrooms];
    const ratio = ratioSource ? (ratioSource.rents[bedrooms] ?? 0) / ratioSource.rents[2] : null;
    const smallAreaFmr = figureOf(`safmr_${key}`, `HUD Small Area FMR, ${label}`, 'usd_month');
    const hudFmr = figureOf(`fmr_${key}`, `HUD Fair Market Rent, ${label}`, 'usd_month');
    const zoriBased = figureOf(`zori_${key}`, `ZORI-based asking rent, ${label}`, 'usd_month');
    return {
      bedrooms,
      label,
      smallAreaFmr:
        safmrValue !== undefined && r.kind === 'zip'
          ? smallAreaFmr.of(safmrValue, {
              geography: `ZIP ${r.zip}`,
              level: 'zip',
              period: 'FY2024',
              sourceId: 'hud-safmr-fy2024',
            })
          : smallAreaFmr.absent(
              r.kind === 'zip'
                ? 'HUD publishes no Small Area FMR for this ZIP (non-metro ZIPs have none).'
                : 'Small Area FMRs are published per ZIP code; open a ZIP to see them.',
            ),
      fmr:
        fmrValue !== undefined && fmr
          ? hudFmr.of(fmrValue, {
              geography: fmr.geography,
              level: 'hud_area',
              period: 'FY2026',
              sourceId: 'hud-fmr-fy2026',
            })
          : hudFmr.absent('HUD lists no Fair Market Rent area for this place.'),
      zoriBased:
        headline.value !== null && ratio !== null && Number.isFinite(ratio)
          ? zoriBased.of(
              round(headline.value * ratio),
              {
                geography: headline.geography,
                level: headline.level,
                period: headline.period,
                sourceId: 'zillow-zori',
              },
              {
                stale: headline.stale,
                note: `ZORI $${headline.value} x HUD ${bedrooms}BR/2BR ratio ${round(ratio, 3)} (${ratioSource?.geography}).`,
              },
            )
          : zoriBased.absent(
              headline.value === null
                ? 'No Zillow rent index covers this place.'
                : 'No HUD bedroom ratio for this place.',
            ),
    };
  });
}
