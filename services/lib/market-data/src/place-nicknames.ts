/**
 * What people type for a few large places, mapped to the text the resolver already understands. Borough names
 * are not exclusive ("Manhattan" is also a city in Kansas), so they only add a candidate; the resolver ranks
 * every candidate by size. Keys are normalized with `normalizePlace`.
 */
export interface PlaceNickname {
  /** Text that resolves to the place on its own, e.g. "New York County, NY". */
  target: string;
  /** True when the nickname means nothing else, so the place is taken without ranking. */
  exclusive: boolean;
}

const exclusive = (target: string): PlaceNickname => ({ target, exclusive: true });
const borough = (target: string): PlaceNickname => ({ target, exclusive: false });

export const PLACE_NICKNAMES: ReadonlyMap<string, PlaceNickname> = new Map([
  ['nyc', exclusive('New York, NY')],
  ['new york city', exclusive('New York, NY')],
  ['ny ny', exclusive('New York, NY')],
  ['sf', exclusive('San Francisco, CA')],
  ['san fran', exclusive('San Francisco, CA')],
  ['la', exclusive('Los Angeles, CA')],
  ['l a', exclusive('Los Angeles, CA')],
  ['dc', exclusive('Washington, DC')],
  ['d c', exclusive('Washington, DC')],
  ['washington dc', exclusive('Washington, DC')],
  ['philly', exclusive('Philadelphia, PA')],
  ['vegas', exclusive('Las Vegas, NV')],
  ['nola', exclusive('New Orleans, LA')],
  ['atl', exclusive('Atlanta, GA')],
  ['chi town', exclusive('Chicago, IL')],
  ['chitown', exclusive('Chicago, IL')],
  ['slc', exclusive('Salt Lake City, UT')],
  ['okc', exclusive('Oklahoma City, OK')],
  ['kc', exclusive('Kansas City, MO')],
  ['nashvegas', exclusive('Nashville, TN')],
  ['manhattan', borough('New York County, NY')],
  ['brooklyn', borough('Kings County, NY')],
  ['queens', borough('Queens County, NY')],
  ['bronx', borough('Bronx County, NY')],
  ['the bronx', borough('Bronx County, NY')],
  ['staten island', borough('Richmond County, NY')],
]);
