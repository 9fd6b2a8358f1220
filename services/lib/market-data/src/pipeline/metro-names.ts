/**
 * Zillow's metro files name a metro by its first principal city ("Austin, TX") while the ZIP, city and county
 * files, and Census CBSA titles, use the full title ("Austin-Round Rock-Georgetown, TX"). Titles also change
 * between delineations. This maps any long title onto a metro-file name.
 */
export function matchMetroName(
  title: string,
  metroNames: ReadonlySet<string>,
  byFirstCity: Map<string, string[]>,
): string | null {
  const clean = title.replace(/ (Metro|Micro) Area$/, '').trim();
  if (metroNames.has(clean)) return clean;
  const split = splitTitle(clean);
  if (!split) return null;
  // Longest run of leading principal cities that names a metro ("Winston-Salem, NC" must not become "Winston").
  for (let n = split.cities.length; n >= 1; n -= 1) {
    const candidate = `${split.cities.slice(0, n).join('-')}, ${split.firstState}`;
    if (metroNames.has(candidate)) return candidate;
  }
  const sameFirstCity = byFirstCity.get(firstCityKey(clean) ?? '') ?? [];
  return sameFirstCity.length === 1 ? (sameFirstCity[0] ?? null) : null;
}

function splitTitle(title: string): { cities: string[]; firstState: string } | null {
  const comma = title.lastIndexOf(', ');
  if (comma < 0) return null;
  const cities = title
    .slice(0, comma)
    .split('-')
    .filter((c) => c !== '');
  const firstState =
    title
      .slice(comma + 2)
      .split('-')[0]
      ?.trim() ?? '';
  return cities.length > 0 && firstState ? { cities, firstState } : null;
}

export function firstCityKey(title: string): string | null {
  const split = splitTitle(title.replace(/ (Metro|Micro) Area$/, ''));
  return split ? `${split.cities[0]}, ${split.firstState}` : null;
}

export function indexByFirstCity(metroNames: Iterable<string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const name of metroNames) {
    const key = firstCityKey(name);
    if (key) out.set(key, [...(out.get(key) ?? []), name]);
  }
  return out;
}
