import type {
  CityRecord,
  RentsByBedrooms,
  SafmrEntry,
  SafmrRecord,
  SerializedDataset,
  ZctaTenure,
  ZhvfForecast,
  ZillowRegionSeries,
  ZipGeo,
} from './dataset-types.ts';

/**
 * The on-disk form of the dataset. The per-ZIP tables hold tens of thousands of records, so they are stored
 * as positional tuples with repeated strings (metro names, HUD area names) interned; this roughly halves the
 * JSON that has to be parsed at service start. Everything else is stored as is.
 */
type GeoTuple = [string, string, string, string, string | null, string | null, number, number];
type ZipSeriesTuple = [number, number, string, (number | null)[]];
type ZhvfTuple = [string, number | null, number | null, number | null, string];
type SafmrTuple = [number, ...RentsByBedrooms, ...number[]];
type TenureTuple = [number, number, number, number | null];
type CityTuple = [string, string, string | null, number | null, number, number, string[]];

type PackedKey = 'geo' | 'zhviZip' | 'zoriZip' | 'zhvfZip' | 'safmr' | 'tenureZcta' | 'cities';

export interface PackedDataset extends Omit<SerializedDataset, PackedKey> {
  packed: {
    strings: string[];
    geo: Record<string, GeoTuple>;
    zhviZip: Record<string, ZipSeriesTuple>;
    zoriZip: Record<string, ZipSeriesTuple>;
    zhvfZip: Record<string, ZhvfTuple>;
    /** SAFMR: area index, five rents, then (area index, five rents) per other area. */
    safmr: Record<string, SafmrTuple>;
    tenureZcta: Record<string, TenureTuple>;
    /** name, state, county, size rank, households, metro string index (-1: none), ZIPs. */
    cities: Record<string, CityTuple>;
  };
}

function mapValues<A, B>(record: Record<string, A>, fn: (value: A, key: string) => B): Record<string, B> {
  const out: Record<string, B> = {};
  for (const key of Object.keys(record)) out[key] = fn(record[key] as A, key);
  return out;
}

export function packDataset(ds: SerializedDataset): PackedDataset {
  const strings: string[] = [];
  const ids = new Map<string, number>();
  const intern = (s: string): number => {
    let id = ids.get(s);
    if (id === undefined) {
      id = strings.length;
      strings.push(s);
      ids.set(s, id);
    }
    return id;
  };
  const zipSeries = (r: ZillowRegionSeries): ZipSeriesTuple => [
    r.sizeRank,
    intern(r.metro),
    r.series.start,
    r.series.values,
  ];
  const safmrEntry = (e: SafmrEntry): number[] => [intern(`${e.hudAreaCode}\t${e.hudAreaName}`), ...e.rents];
  const { geo, zhviZip, zoriZip, zhvfZip, safmr, tenureZcta, cities, ...rest } = ds;
  return {
    ...rest,
    packed: {
      strings,
      geo: mapValues(geo, (g) => [
        g.city,
        g.state,
        g.stateName,
        g.countyName,
        g.countyFips,
        g.statCountyFips,
        g.lat,
        g.lon,
      ]),
      zhviZip: mapValues(zhviZip, zipSeries),
      zoriZip: mapValues(zoriZip, zipSeries),
      zhvfZip: mapValues(zhvfZip, (f) => [f.baseMonth, f.oneMonthPct, f.threeMonthPct, f.oneYearPct, f.oneYearTarget]),
      safmr: mapValues(safmr, (s) => [...safmrEntry(s), ...s.otherAreas.flatMap(safmrEntry)] as SafmrTuple),
      tenureZcta: mapValues(tenureZcta, (t) => [t.occupied, t.ownerOccupied, t.renterOccupied, t.renterOccupiedMoe]),
      cities: mapValues(cities ?? {}, (c) => [
        c.name,
        c.state,
        c.countyFips,
        c.sizeRank,
        c.households,
        c.metro === null ? -1 : intern(c.metro),
        c.zips,
      ]),
    },
  };
}

export function unpackDataset(packed: PackedDataset): SerializedDataset {
  const { packed: p, ...rest } = packed;
  const str = (i: number): string => p.strings[i] ?? '';
  const zipSeries = (t: ZipSeriesTuple, zip: string): ZillowRegionSeries => ({
    regionId: '',
    sizeRank: t[0],
    name: zip,
    state: '',
    metro: str(t[1]),
    county: '',
    series: { start: t[2], values: t[3] },
  });
  const safmrEntries = (t: SafmrTuple): SafmrEntry[] => {
    const out: SafmrEntry[] = [];
    for (let i = 0; i + 5 < t.length; i += 6) {
      const [code = '', name = ''] = str(t[i] ?? 0).split('\t');
      out.push({ hudAreaCode: code, hudAreaName: name, rents: t.slice(i + 1, i + 6) as RentsByBedrooms });
    }
    return out;
  };
  return {
    ...rest,
    geo: mapValues(p.geo, (g): ZipGeo => ({
      city: g[0],
      state: g[1],
      stateName: g[2],
      countyName: g[3],
      countyFips: g[4],
      statCountyFips: g[5],
      lat: g[6],
      lon: g[7],
    })),
    zhviZip: mapValues(p.zhviZip, zipSeries),
    zoriZip: mapValues(p.zoriZip, zipSeries),
    zhvfZip: mapValues(p.zhvfZip, (f): ZhvfForecast => ({
      baseMonth: f[0],
      oneMonthPct: f[1],
      threeMonthPct: f[2],
      oneYearPct: f[3],
      oneYearTarget: f[4],
    })),
    safmr: mapValues(p.safmr, (t): SafmrRecord => {
      const [primary, ...otherAreas] = safmrEntries(t);
      return { ...(primary ?? { hudAreaCode: '', hudAreaName: '', rents: [0, 0, 0, 0, 0] }), otherAreas };
    }),
    tenureZcta: mapValues(p.tenureZcta, (t): ZctaTenure => ({
      occupied: t[0],
      ownerOccupied: t[1],
      renterOccupied: t[2],
      renterOccupiedMoe: t[3],
    })),
    cities: mapValues(p.cities, (c, key): CityRecord => ({
      key,
      name: c[0],
      state: c[1],
      countyFips: c[2],
      sizeRank: c[3],
      households: c[4],
      metro: c[5] < 0 ? null : str(c[5]),
      zips: c[6],
    })),
  };
}
