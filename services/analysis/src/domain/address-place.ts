// Reads the city and state a street address names ("12 Oak St, Austin, TX 78704") and compares them with
// the place the ZIP belongs to. A different state means the ZIP or the address is wrong, and the analysis
// is refused (and not charged); a different city only warns, because mailing cities, neighbourhoods and
// suburbs often differ from the post-office name the data holds.

const STATE_CODES = new Set(
  (
    'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA ' +
    'RI SC SD TN TX UT VT VA WA WV WI WY PR'
  ).split(' '),
);

export interface AddressPlace {
  city: string | null;
  state: string | null;
}

/** The city and state of a comma-separated US address; null parts when the address does not name them. */
export function placeInAddress(address: string): AddressPlace {
  const parts = address
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 2) return { city: null, state: null };
  // The last part is "TX", "TX 78704" or "Texas 78704"; only 2-letter codes are read, to avoid false alarms.
  const last = parts[parts.length - 1]!.replace(/\d{5}(-\d{4})?$/, '')
    .trim()
    .toUpperCase();
  const state = STATE_CODES.has(last) ? last : null;
  if (!state) return { city: null, state: null };
  const city = parts.length >= 3 ? parts[parts.length - 2]! : null;
  return { city, state };
}

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/^(saint|st\.?)\s+/, 'st ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export interface PlaceCheck {
  /** Set when the address names another state than the ZIP's: the analysis must not run. */
  refusal: string | null;
  warnings: string[];
}

export function checkAddressAgainstZip(
  address: string,
  zip: string,
  zipPlace: { city: string; state: string } | null,
): PlaceCheck {
  const named = placeInAddress(address);
  if (!zipPlace || !named.state) return { refusal: null, warnings: [] };
  const zipName = `${zipPlace.city}, ${zipPlace.state}`;
  if (named.state !== zipPlace.state.toUpperCase()) {
    return {
      refusal: `The address is in ${named.city ? `${named.city}, ` : ''}${named.state} but ZIP code ${zip} is in ${zipName}. Please check the ZIP code or the address.`,
      warnings: [],
    };
  }
  if (named.city && norm(named.city) !== norm(zipPlace.city)) {
    return {
      refusal: null,
      warnings: [
        `The address names ${named.city}, ${named.state}, but ZIP code ${zip} is ${zipName} in our data; the figures are for the ZIP.`,
      ],
    };
  }
  return { refusal: null, warnings: [] };
}
