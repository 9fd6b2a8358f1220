import type { MarketDataset } from './dataset.ts';

/**
 * How big a place is, for ranking the places a name could mean. Households (ACS occupied units) exist for every
 * kind of place, so they decide the order; population is reported where a source gives it (counties from HUD's
 * Census 2023 estimates, metros as the sum of their counties), never estimated from households.
 */
export interface PlaceSize {
  households: number | null;
  population: number | null;
}

export function countySize(ds: MarketDataset, fips: string): PlaceSize {
  return {
    households: ds.acsCounty.get(fips)?.occupiedUnits ?? null,
    population: ds.rental.countyPopulation.get(fips) ?? null,
  };
}

export function metroSize(ds: MarketDataset, cbsa: string | null): PlaceSize {
  if (!cbsa) return { households: null, population: null };
  let population = 0;
  let counted = 0;
  for (const [fips, code] of ds.countyCbsa) {
    if (code !== cbsa) continue;
    const people = ds.rental.countyPopulation.get(fips);
    if (people !== undefined) {
      population += people;
      counted += 1;
    }
  }
  return { households: ds.acsCbsa.get(cbsa)?.occupiedUnits ?? null, population: counted > 0 ? population : null };
}

export function citySize(ds: MarketDataset, cityKey: string): PlaceSize {
  const city = ds.cities.get(cityKey);
  return { households: city && city.households > 0 ? city.households : null, population: null };
}

export function zipSize(ds: MarketDataset, zip: string): PlaceSize {
  return { households: ds.tenureZcta.get(zip)?.occupied ?? null, population: null };
}
