/**
 * Normalizes a place name for matching: case, accents, punctuation and common abbreviations ("St." and
 * "Saint", "Ft" and "Fort", "Mt" and "Mount") no longer matter. Hyphens are kept as word breaks so that
 * "Winston-Salem" and "Winston Salem" match.
 */
export function normalizePlace(text: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[.'’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((w) => w !== '');
  return words.map((w) => ABBREVIATIONS.get(w) ?? w).join(' ');
}

const ABBREVIATIONS = new Map([
  ['st', 'saint'],
  ['ste', 'sainte'],
  ['ft', 'fort'],
  ['mt', 'mount'],
  ['pt', 'point'],
]);

/** County-equivalent suffixes used in Census names, longest first so that "city and borough" wins over "borough". */
export const COUNTY_SUFFIXES = [
  'city and borough',
  'census area',
  'planning region',
  'municipality',
  'municipio',
  'borough',
  'county',
  'parish',
] as const;

/** Splits "travis county" into base "travis" and suffix "county"; independent cities keep "city" as suffix. */
export function splitCountySuffix(normalized: string): { base: string; suffix: string | null } {
  for (const suffix of [...COUNTY_SUFFIXES, 'city']) {
    if (normalized.endsWith(` ${suffix}`)) {
      return { base: normalized.slice(0, -suffix.length - 1), suffix };
    }
  }
  return { base: normalized, suffix: null };
}
