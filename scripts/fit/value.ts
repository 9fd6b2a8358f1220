// Fits the property value model (services/lib/market-data/src/value-model.ts) on the for-sale listings of the
// tune states only, and measures it on the report states. Part of `npm run fit:estimates` (run.ts).
import { createHash } from 'node:crypto';
import type { MarketDataset, PropertyProfile } from '@realty/market-data';
import { readForSaleListings } from '../../services/lib/market-data/src/evaluation/forsale-listings.ts';
import {
  accuracy,
  isTuneRegion,
  type ListingCase,
} from '../../services/lib/market-data/src/evaluation/listing-metrics.ts';
import { fullFactRows, listingCase } from '../../services/lib/market-data/src/evaluation/value-listings-eval.ts';
import { joinValueListings, type ValueListing } from '../../services/lib/market-data/src/evaluation/value-listings.ts';
import type {
  FactSetModel,
  MeasuredFigures,
  ValueParams,
} from '../../services/lib/market-data/src/fitted/value-params-types.ts';
import { estimateValueWith, valueInputs } from '../../services/lib/market-data/src/property-value.ts';
import {
  FACT_SETS,
  featureNames,
  SPREAD_NAMES,
  spreadFeatures,
  valueFeatures,
  type FactSet,
} from '../../services/lib/market-data/src/value-model.ts';
import { huber, predict, quantile, ridge } from './least-squares.ts';

/**
 * Ridge penalty per listing on every coefficient but the constant; Huber threshold on ln errors, small so the
 * fit sits close to a median (least absolute) regression, which is what MdAPE scores, with enough reweighting
 * rounds to settle there.
 */
const LAMBDA = 0.002;
const HUBER_DELTA = 0.04;
const HUBER_ROUNDS = 20;
const MIN_HALF_WIDTH = 0.05;
const SPREAD_OFFSET = 0.02;
const DIGITS = 5;
const CV_FOLDS = 5;

/** The facts an analyzer user would give in each fact set (type and year built are always passed; HOA dues are
 * not: the analyzer's HOA field is a cost, so the model is fitted and measured without them). */
export function profileFor(row: ValueListing, set: FactSet): PropertyProfile {
  const l = row.listing;
  const size = set === 'size+rooms' || set === 'size';
  const rooms = set === 'size+rooms' || set === 'rooms';
  return {
    livingAreaSqft: size ? l.sqft : null,
    bedrooms: rooms ? l.beds : null,
    bathrooms: rooms ? l.baths : null,
    propertyType: l.propertyType,
    yearBuilt: l.yearBuilt,
  };
}

const r = (x: number) => Number(x.toFixed(DIGITS));
const roundAll = (o: Record<string, number>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, r(v)]));

/** Folds for cross-validation inside the tune states: whole states, the largest first, each to the fold with
 * the fewest listings so far (ties to the lower fold), so every fold holds a similar share of listings. */
export function stateFolds(rows: readonly ValueListing[], k = CV_FOLDS): Set<string>[] {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.region, (counts.get(row.region) ?? 0) + 1);
  const states = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const folds = Array.from({ length: k }, () => ({ states: new Set<string>(), n: 0 }));
  for (const [state, n] of states) {
    const fold = folds.reduce((best, f) => (f.n < best.n ? f : best));
    fold.states.add(state);
    fold.n += n;
  }
  return folds.map((f) => f.states);
}

/**
 * The linear model of one fact set, fitted on `rows`, with its constant centring the errors (unrounded). The
 * options exist for value-cv.ts, which compares other settings on folds of the tune states; the fit uses the
 * defaults. `statePower` weights each listing by (listings of its state)^-statePower.
 */
export function fitLinear(
  rows: readonly ValueListing[],
  set: FactSet,
  o: { lambda: number; delta: number; statePower: number } = { lambda: LAMBDA, delta: HUBER_DELTA, statePower: 0 },
): Record<string, number> {
  const xs = rows.map((row) => valueFeatures(valueInputs(row.context, profileFor(row, set)), set));
  const y = rows.map((row) => Math.log(row.truth / row.context.zipLevel));
  const names = featureNames(set).filter((n) => xs.some((x) => x[n]));
  const perState = new Map<string, number>();
  for (const row of rows) perState.set(row.region, (perState.get(row.region) ?? 0) + 1);
  const weights = rows.map((row) => perState.get(row.region)! ** -o.statePower);
  const coef = huber(xs, y, names, o.lambda, o.delta, HUBER_ROUNDS, o.statePower ? weights : undefined);
  // Centre the errors: the median listing is then neither over- nor under-valued.
  const residuals = xs.map((x, i) => y[i]! - predict(coef, x));
  coef.const! += quantile(residuals, 0.5);
  return coef;
}

/** The range model of one fact set from its listings' absolute ln errors `abs`. */
export function fitSpread(
  rows: readonly ValueListing[],
  set: FactSet,
  abs: readonly number[],
): Pick<FactSetModel, 'spread' | 'spreadScale'> {
  const sx = rows.map((row) => spreadFeatures(valueInputs(row.context, profileFor(row, set)), set));
  const spreadNames = SPREAD_NAMES.filter((n) => sx.some((x) => x[n]));
  // The scatter is fitted on a log scale (each term widens the range by a factor); the small offset keeps
  // listings that happen to sit on the estimate from pulling the fit toward -infinity.
  const spread = ridge(
    sx,
    abs.map((a) => Math.log(a + SPREAD_OFFSET)),
    spreadNames,
    LAMBDA,
  );
  const expected = sx.map((x) => Math.exp(predict(spread, x)));
  const spreadScale = quantile(
    abs.map((a, i) => a / expected[i]!),
    0.8,
  );
  return { spread: roundAll(spread), spreadScale: r(spreadScale) };
}

/**
 * Each listing's ln error from a linear model fitted without its state's fold: the errors the product makes in
 * states it was not fitted on, which are larger than a fit's errors on its own listings.
 */
export function outOfStateErrors(rows: readonly ValueListing[], set: FactSet): number[] {
  const errors = new Map<ValueListing, number>();
  for (const held of stateFolds(rows)) {
    const coef = fitLinear(
      rows.filter((row) => !held.has(row.region)),
      set,
    );
    for (const row of rows.filter((x) => held.has(x.region))) {
      const x = valueFeatures(valueInputs(row.context, profileFor(row, set)), set);
      errors.set(row, Math.log(row.truth / row.context.zipLevel) - predict(coef, x));
    }
  }
  return rows.map((row) => errors.get(row)!);
}

function fitSet(rows: readonly ValueListing[], set: FactSet): Pick<FactSetModel, 'coef' | 'spread' | 'spreadScale'> {
  // The range is fitted on out-of-state errors, so it holds 80% in states the model has not seen (on folds of
  // the tune states, in-sample errors gave ranges holding 78.8% of held-out states' listings, these 80.3%).
  const abs = outOfStateErrors(rows, set).map(Math.abs);
  return { coef: roundAll(fitLinear(rows, set)), ...fitSpread(rows, set, abs) };
}

function figures(cases: readonly ListingCase[]): MeasuredFigures | null {
  if (cases.length === 0) return null;
  const a = accuracy(cases.map((c) => ({ truth: c.truth, estimate: c.point, low: c.low, high: c.high })));
  return {
    n: a.n,
    mdape: r(a.mdape),
    medianBiasPct: r(a.medianBiasPct),
    within10Pct: r(a.within10Pct),
    within20Pct: r(a.within20Pct),
    coverage80Pct: r(a.coverage80Pct ?? NaN),
  };
}

export function paramsHash(p: Pick<ValueParams, 'models' | 'confidence' | 'minHalfWidth'>): string {
  return createHash('sha256')
    .update(JSON.stringify({ models: p.models, confidence: p.confidence, minHalfWidth: p.minHalfWidth }))
    .digest('hex');
}

export async function fitValue(ds: MarketDataset, rawDir: string): Promise<ValueParams> {
  const data = await readForSaleListings(rawDir);
  const rows = fullFactRows(joinValueListings(ds, data.listings).rows);
  const tune = rows.filter((x) => isTuneRegion(x.region));
  const report = rows.filter((x) => !isTuneRegion(x.region));
  const fitted = Object.fromEntries(FACT_SETS.map((set) => [set, fitSet(tune, set)])) as Record<
    FactSet,
    Pick<FactSetModel, 'coef' | 'spread' | 'spreadScale'>
  >;
  // Confidence grades: terciles of the stated half-width over the tune listings of every fact set.
  const empty = { n: 0, mdape: 0, medianBiasPct: 0, within10Pct: 0, within20Pct: 0, coverage80Pct: 0 };
  const draft: ValueParams = {
    models: Object.fromEntries(
      FACT_SETS.map((s) => [
        s,
        { ...fitted[s], tune: empty, report: { high: null, medium: null, low: null, all: null } },
      ]),
    ) as ValueParams['models'],
    confidence: { high: Infinity, medium: Infinity },
    minHalfWidth: MIN_HALF_WIDTH,
    provenance: {
      script: '',
      data: 'asking prices of for-sale listings',
      listingsSha256: '',
      files: 0,
      dataset: '',
      split: '',
      tuneRegions: [],
      reportRegions: [],
      method: '',
      paramsSha256: '',
    },
  };
  const widths = FACT_SETS.flatMap((set) =>
    tune.map((row) => {
      const e = estimateValueWith(draft)(ds, row.listing.zip, profileFor(row, set));
      return e ? Math.log(e.high / e.low) / 2 : NaN;
    }),
  ).filter(Number.isFinite);
  draft.confidence = { high: r(quantile(widths, 1 / 3)), medium: r(quantile(widths, 2 / 3)) };
  const estimate = estimateValueWith(draft);
  const casesOf = (list: readonly ValueListing[], set: FactSet): ListingCase[] =>
    list.flatMap((row) => {
      const e = estimate(ds, row.listing.zip, profileFor(row, set));
      return e ? [listingCase(row, e)] : [];
    });
  for (const set of FACT_SETS) {
    const model = draft.models[set];
    model.tune = figures(casesOf(tune, set)) ?? empty;
    const rep = casesOf(report, set);
    model.report = {
      high: figures(rep.filter((c) => c.confidence === 'high')),
      medium: figures(rep.filter((c) => c.confidence === 'medium')),
      low: figures(rep.filter((c) => c.confidence === 'low')),
      all: figures(rep),
    };
  }
  const regions = [...new Set(rows.map((x) => x.region))].sort();
  draft.provenance = {
    script: 'npm run fit:estimates (scripts/fit/value.ts)',
    data: 'Redfin for-sale listings of September 2024 (SOURCES.md section 25; asking prices, not sales)',
    listingsSha256: createHash('sha256')
      .update(
        Object.entries(data.files)
          .map(([n, h]) => `${n}:${h}`)
          .join('\n'),
      )
      .digest('hex'),
    files: Object.keys(data.files).length,
    dataset: `the product's market dataset: ZIP ZHVI to ${rows[0]?.context.asOf ?? '?'}, metro ZHVI and its tiers, Realtor.com county listings 2024-01, ACS ZCTA tenure 2019-2023`,
    split: 'states, FNV-1a hash of the state code: even = tune (fitted on), odd = report (only measured)',
    tuneRegions: regions.filter(isTuneRegion),
    reportRegions: regions.filter((x) => !isTuneRegion(x)),
    method: `Huber regression (threshold ${HUBER_DELTA}) of ln(asking price carried to the ZIP value month / ZIP level) with ridge ${LAMBDA}, per fact set; the 80% half-width is exp of a linear fit of ln(|ln error| + ${SPREAD_OFFSET}) over out-of-state errors (each tune listing's error from a model fitted without its fold of ${CV_FOLDS} whole-state folds) on the distance from the typical home, the ZIP's price level (cheap and dear apart), the renter share, the metro's tier spread, home type, scaled to hold 80% of the tune listings.`,
    paramsSha256: '',
  };
  draft.provenance.paramsSha256 = paramsHash(draft);
  return draft;
}

/** The parameter file as committed (a TypeScript module, so the product and its bundles import it directly). */
export function renderValueParams(p: ValueParams): string {
  return [
    "import type { ValueParams } from './value-params-types.ts';",
    '',
    '// Written by `npm run fit:estimates` (scripts/fit/value.ts); do not edit by hand: CI checks this file against',
    '// the fit when the listings are present, and against provenance.paramsSha256 when they are not.',
    `export const VALUE_PARAMS: ValueParams = ${JSON.stringify(p, null, 2)};`,
    '',
  ].join('\n');
}
