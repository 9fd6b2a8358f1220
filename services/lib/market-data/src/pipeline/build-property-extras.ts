import type { PropertyExtrasSerialized, ValueRelations } from '../property-extras-types.ts';
import { latest, valueAt } from '../series.ts';
import { stateByName } from '../state-codes.ts';
import { readRaw } from './raw-files.ts';
import { readZillowSeriesFile, type ZillowRow } from './read-zillow.ts';
import { RAW_FILES, type RawFileKey } from './source-urls.ts';

// Reads the Zillow bedroom, tier and home-type ZHVI files (metro and state) into the value relations the
// property-level estimates use. Only the months needed are kept: the ratios are taken at one month.

const KEEP_MONTHS = 3;
type Keyed = Map<string, ZillowRow>;

async function readKeyed(rawDir: string, key: RawFileKey, level: 'metro' | 'state'): Promise<Keyed> {
  const rows = readZillowSeriesFile(await readRaw(rawDir, key), RAW_FILES[key].path, KEEP_MONTHS);
  const out: Keyed = new Map();
  for (const row of rows) {
    if (level === 'state') {
      const state = stateByName(row.regionName);
      if (row.regionType === 'state' && state) out.set(state.abbr, row);
    } else {
      out.set(row.regionType === 'country' ? 'United States' : row.regionName, row);
    }
  }
  return out;
}

const at = (table: Keyed, key: string, month: string): number | null => {
  const row = table.get(key);
  return row ? valueAt(row.series, month) : null;
};

function relations(
  key: string,
  mid: Keyed,
  beds: Keyed[],
  bottom: Keyed,
  top: Keyed,
  homeType: { all: Keyed; sfr: Keyed; condo: Keyed | null } | null,
): ValueRelations | null {
  const midRow = mid.get(key);
  const obs = midRow ? latest(midRow.series) : null;
  if (!obs) return null;
  let typeRelations: ValueRelations['homeType'] = null;
  const typeAll = homeType?.all.get(key);
  const typeObs = typeAll ? latest(typeAll.series) : null;
  if (homeType && typeObs) {
    typeRelations = {
      month: typeObs.month,
      allHomes: typeObs.value,
      singleFamily: at(homeType.sfr, key, typeObs.month),
      condo: homeType.condo ? at(homeType.condo, key, typeObs.month) : null,
    };
  }
  return {
    month: obs.month,
    allHomes: obs.value,
    byBedrooms: beds.map((table) => at(table, key, obs.month)),
    bottomTier: at(bottom, key, obs.month),
    topTier: at(top, key, obs.month),
    homeType: typeRelations,
  };
}

export async function buildPropertyExtras(rawDir: string): Promise<PropertyExtrasSerialized> {
  const metroBeds = await Promise.all(
    (['zhviMetroBed1', 'zhviMetroBed2', 'zhviMetroBed3', 'zhviMetroBed4', 'zhviMetroBed5'] as const).map((k) =>
      readKeyed(rawDir, k, 'metro'),
    ),
  );
  const stateBeds = await Promise.all(
    (['zhviStateBed1', 'zhviStateBed2', 'zhviStateBed3', 'zhviStateBed4', 'zhviStateBed5'] as const).map((k) =>
      readKeyed(rawDir, k, 'state'),
    ),
  );
  const metroMid = await readKeyed(rawDir, 'zhviMetroTierMid', 'metro');
  const metroBottom = await readKeyed(rawDir, 'zhviMetroTierBottom', 'metro');
  const metroTop = await readKeyed(rawDir, 'zhviMetroTierTop', 'metro');
  const metroType = {
    all: await readKeyed(rawDir, 'zhviMetroTypeAll', 'metro'),
    sfr: await readKeyed(rawDir, 'zhviMetroTypeSfr', 'metro'),
    condo: await readKeyed(rawDir, 'zhviMetroTypeCondo', 'metro'),
  };
  const stateMid = await readKeyed(rawDir, 'zhviStateTierMid', 'state');
  const stateBottom = await readKeyed(rawDir, 'zhviStateTierBottom', 'state');
  const stateTop = await readKeyed(rawDir, 'zhviStateTierTop', 'state');
  // The state single-family file is the same release as the state mid-tier file (section 17), so the mid-tier
  // file is its denominator; Zillow publishes no state condo file.
  const stateType = { all: stateMid, sfr: await readKeyed(rawDir, 'zhviStateSfr', 'state'), condo: null };

  const metro: PropertyExtrasSerialized['metro'] = {};
  for (const key of metroMid.keys()) {
    const r = relations(key, metroMid, metroBeds, metroBottom, metroTop, metroType);
    if (r) metro[key] = r;
  }
  const state: PropertyExtrasSerialized['state'] = {};
  for (const key of stateMid.keys()) {
    const r = relations(key, stateMid, stateBeds, stateBottom, stateTop, stateType);
    if (r) state[key] = r;
  }
  return { metro, state };
}
