import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MarketDataset } from '../dataset.ts';
import { RAW_FILES, type RawFileKey } from '../pipeline/source-urls.ts';
import {
  estimatePropertyRentModel,
  estimateZipBedroomRent,
  type FactsKey,
  type RentMeasured,
  type RentModelParams,
} from '../property-rent.ts';
import { FACT_KEYS, fitRentModel, memoAnchors } from './rent-fit.ts';
import {
  baselineSummaries,
  listingProfile,
  rangeSummary,
  rentCellCases,
  rentListingCases,
  withFacts,
  type PointSummary,
  type RentCase,
} from './rent-listings-eval.ts';
import {
  isTuneZip,
  readRentListings,
  RENT_LISTINGS_FILE,
  RENT_LISTINGS_MONTH,
  timeAdjustment,
  type RentListing,
} from './rent-listings.ts';

// The committed parameter file of the rent model (fitted/rent-params.json): the model, and where it came from
// (inputs with their sha256, the split, the figures on both halves), so CI can tell a stale file.

/** The raw files the fit reads through the dataset (ZIP level sources) besides the listings. */
export const RENT_FIT_RAW_KEYS: RawFileKey[] = [
  'zoriZip',
  'zoriCity',
  'zoriCounty',
  'zoriMetro',
  'safmr',
  'fmrCounty',
  'acsCounty',
  'acsCbsa',
  'geonames',
];

export interface RentParamsFile {
  provenance: {
    command: string;
    fittedOn: string;
    inputs: Array<{ path: string; sha256: string }>;
    split: string;
    /** sha256 of JSON.stringify(model): what CI checks when the raw files are absent. */
    modelSha256: string;
    figures: Record<string, unknown>;
  };
  model: RentModelParams;
  /** Per facts key, on the reporting ZIPs only: what the result's plain-words sentence quotes. */
  measured: Record<FactsKey, RentMeasured>;
}

export function sha256(text: string | Buffer): string {
  return createHash('sha256').update(text).digest('hex');
}

export function modelHash(model: RentModelParams): string {
  return sha256(JSON.stringify(model));
}

const round1 = (s: PointSummary & { coverage80?: number }) =>
  Object.fromEntries(
    Object.entries(s).map(([k, v]) => [k, k === 'n' ? v : Math.round(v * 10) / 10]),
  ) as PointSummary & { coverage80?: number };

function figures(cases: RentCase[]) {
  const { n, mdape, medianBiasPct, within10, within20, coverage80 } = rangeSummary(cases);
  return {
    estimate: round1({ n, mdape, medianBiasPct, within10, within20, coverage80 }),
    ...Object.fromEntries(baselineSummaries(cases).flatMap((b) => (b.summary.n ? [[b.name, round1(b.summary)]] : []))),
  };
}

export async function inputHashes(rawDir: string): Promise<Array<{ path: string; sha256: string }>> {
  const paths = [RENT_LISTINGS_FILE, ...RENT_FIT_RAW_KEYS.map((k) => RAW_FILES[k].path)];
  return Promise.all(paths.map(async (path) => ({ path, sha256: sha256(await readFile(join(rawDir, path))) })));
}

/** Each report listing scored with every subset of its facts: the figures quoted to users, by facts key. */
function measuredByFacts(
  ds: MarketDataset,
  listings: RentListing[],
  model: RentModelParams,
): Record<FactsKey, RentMeasured> {
  const anchors = memoAnchors();
  const byKey = new Map<
    FactsKey,
    Array<{ truth: number; point: number; low: number; high: number; timeFactor: number }>
  >();
  for (const l of listings) {
    if (isTuneZip(l.zip)) continue;
    const profile = listingProfile(l);
    for (const key of FACT_KEYS) {
      if ((key[5] === '1' && !profile.propertyType) || (key[3] === '1' && !profile.livingAreaSqft)) continue;
      const e = estimatePropertyRentModel(ds, l.zip, withFacts(profile, key), model, anchors);
      const time = e ? timeAdjustment(ds, l.zip, RENT_LISTINGS_MONTH, e.asOf) : null;
      if (e && time)
        byKey.set(key, [
          ...(byKey.get(key) ?? []),
          { truth: l.rent * time.factor, point: e.point, low: e.low, high: e.high, timeFactor: time.factor },
        ]);
    }
  }
  return Object.fromEntries(
    FACT_KEYS.map((key) => {
      const r = rangeSummary(byKey.get(key) ?? []);
      return [
        key,
        {
          n: r.n,
          mdape: Math.round(r.mdape * 10) / 10,
          within10: Math.round(r.within10 * 10) / 10,
          coverage80: Math.round(r.coverage80 * 10) / 10,
        },
      ];
    }),
  ) as Record<FactsKey, RentMeasured>;
}

/** Fits the model and assembles the file (the caller writes it); `fittedOn` is the date to record. */
export async function buildRentParamsFile(
  ds: MarketDataset,
  rawDir: string,
  fittedOn: string,
): Promise<RentParamsFile> {
  const listings = await readRentListings(rawDir);
  const { model, level, tuneListings } = fitRentModel(ds, listings);
  const cases = rentListingCases(ds, listings, (d, zip, p) => estimatePropertyRentModel(d, zip, p, model));
  const cells = rentCellCases(ds, cases, (d, zip, b) => estimateZipBedroomRent(d, zip, b, model));
  return {
    provenance: {
      command: 'npm run fit:estimates',
      fittedOn,
      inputs: await inputHashes(rawDir),
      split:
        `Listings: ZIPs split by FNV-1a of "rent:"+ZIP (even = tune; ${tuneListings} tuning listings on a ZIP ZORI anchor fit the unit terms and widths). ` +
        `Level: metros split by FNV-1a of the Zillow metro name (even = tune; ${level.zips.tune} ZIPs in ${level.zips.metrosTune} metros fit offsets, weights and level errors; ` +
        `${level.zips.report} ZIPs in ${level.zips.metrosReport} metros only reported).`,
      modelSha256: modelHash(model),
      figures: {
        'listing, tune': figures(cases.filter((c) => c.tune)),
        'listing, report': figures(cases.filter((c) => !c.tune)),
        'zip x bedrooms, tune': figures(cells.filter((c) => c.tune)),
        'zip x bedrooms, report': figures(cells.filter((c) => !c.tune)),
        'level: sigma80 of log(ZIP ZORI / anchor with the ZIP ZORI hidden), by anchor kind': {
          tune: level.levelGapSigma,
          report: level.reportLevelGapSigma,
        },
        'level: ZIP ZORI own error (three-cornered hat with SAFMR and wider ZORI)': level.zipZoriSigma,
        'level: source disagreement with ZIP ZORI at 2 bd (log offset, sigma80 per half)': level.disagreements,
      },
    },
    model,
    measured: measuredByFacts(ds, listings, model),
  };
}
