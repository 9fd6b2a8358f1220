/** The shapes of a resolved location and its alternatives, shared by the resolver and its helpers. */
export type LocationKind = 'zip' | 'city' | 'county' | 'metro';

export interface LocationAlternative {
  kind: LocationKind;
  displayName: string;
  /** The ZIP, city key ("springfield|IL"), county FIPS or Zillow metro name. */
  key: string;
  /** Text that resolves to exactly this place ("Springfield, IL", "Austin, TX metro"). */
  query: string;
  state: string | null;
  /** ACS occupied housing units: the size every kind of place has, used for ranking. */
  households: number | null;
  /** Census population where a source gives it (counties, metros); never estimated. */
  population: number | null;
}

interface ResolvedBase {
  input: string;
  displayName: string;
  /** State abbreviation, when the location lies in one state. */
  state: string | null;
  /** ACS/HUD county-equivalent FIPS that stands for this location's county-level statistics. */
  countyFips: string | null;
  /** Zillow metro-file name ("Austin, TX"). */
  metro: string | null;
  /** Other places the input could mean, largest first; empty when the input was unambiguous. */
  alternatives: LocationAlternative[];
  /** Explains a choice the resolver made (ambiguity, a nickname, a corrected spelling, ...). */
  note: string | null;
  /** How the text was matched: by the place's name, a common nickname, or the closest spelling. */
  matchedBy: 'name' | 'nickname' | 'spelling';
  households: number | null;
  population: number | null;
}

export interface ResolvedZip extends ResolvedBase {
  kind: 'zip';
  zip: string;
  city: string | null;
}

export interface ResolvedCity extends ResolvedBase {
  kind: 'city';
  city: string;
  state: string;
  cityKey: string;
  zips: string[];
}

export interface ResolvedCounty extends ResolvedBase {
  kind: 'county';
  countyFips: string;
  countyName: string;
}

export interface ResolvedMetro extends ResolvedBase {
  kind: 'metro';
  metro: string;
  cbsa: string | null;
}

export type ResolvedLocation = ResolvedZip | ResolvedCity | ResolvedCounty | ResolvedMetro;
