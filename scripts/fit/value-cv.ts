// Chooses the value model's tree settings by cross-validation over the tune states only: the tune states are
// dealt into folds (whole states), each fold is predicted by a model fitted on the others, and the pooled and
// per-state MdAPE of those out-of-fold estimates are printed for the linear model alone and with trees.
// The report states are not read. Run: npx tsx scripts/fit/value-cv.ts [factSet] [trial,trial,...]
// (factSet 'size+rooms' by default; every trial by default).
import { median } from '../../services/lib/market-data/src/evaluation/listing-metrics.ts';
import type { ValueListing } from '../../services/lib/market-data/src/evaluation/value-listings.ts';
import { valueInputs } from '../../services/lib/market-data/src/property-value.ts';
import { dot, spreadFeatures, valueFeatures, type FactSet } from '../../services/lib/market-data/src/value-model.ts';
import { treeFeatureValues, treeInputs } from './trees.ts';
import { boostPredict, fitBoost, type BoostOptions } from './boost.ts';
import { fitLinear, fitSpread, profileFor, stateFolds } from './value.ts';
import { loadTuneListings } from './tune-listings.ts';

const set = (process.argv[2] ?? 'size+rooms') as FactSet;
const { ds, tune } = await loadTuneListings();
const folds = stateFolds(tune);

const ALL = [
  'linear',
  'priceLevel',
  'renterShare',
  'countyListings',
  'noCountyListings',
  'countyLevel',
  'tierSpread',
  'size',
  'beds',
  'baths',
  'condo',
  'townhouse',
  'multiFamily',
  'age',
];
// The home's own facts and the two market figures that scale them, without where the ZIP sits.
const HOME = ['priceLevel', 'size', 'beds', 'baths', 'condo', 'townhouse', 'multiFamily', 'age'];
// The home's own facts only.
const FACTS = ['size', 'beds', 'baths', 'condo', 'townhouse', 'multiFamily', 'age'];
const GEO = [...ALL, 'lat', 'lon'];

/** A trial runs when no list is given, or when the list (second argument, comma-separated) names it. */
const chosen = (t: { name: string }) => !process.argv[3] || process.argv[3].split(',').includes(t.name);

interface Trial {
  name: string;
  features: string[];
  options: BoostOptions;
}
const base: BoostOptions = { trees: 200, depth: 3, shrinkage: 0.05, minLeaf: 200, bins: 32, delta: 0.15 };
const trials: Trial[] = [
  { name: 'base', features: ALL, options: base },
  { name: 'geo', features: GEO, options: base },
  { name: 'trees400', features: ALL, options: { ...base, trees: 400 } },
  { name: 'leaf100', features: ALL, options: { ...base, minLeaf: 100 } },
  { name: 'leaf400', features: ALL, options: { ...base, minLeaf: 400 } },
  { name: 'depth2', features: ALL, options: { ...base, depth: 2, trees: 300 } },
  { name: 'depth4', features: ALL, options: { ...base, depth: 4 } },
  { name: 'delta05', features: ALL, options: { ...base, delta: 0.05 } },
  { name: 'delta40', features: ALL, options: { ...base, delta: 0.4 } },
  { name: 'shrink10', features: ALL, options: { ...base, shrinkage: 0.1 } },
  { name: 'gentle', features: ALL, options: { ...base, trees: 100, shrinkage: 0.03, minLeaf: 800, depth: 2 } },
  { name: 'gentle3', features: ALL, options: { ...base, trees: 150, shrinkage: 0.03, minLeaf: 600 } },
  { name: 'home', features: HOME, options: base },
  { name: 'homeGentle', features: HOME, options: { ...base, trees: 150, shrinkage: 0.03, minLeaf: 600 } },
  { name: 'homeSlow', features: HOME, options: { ...base, trees: 300, shrinkage: 0.02, minLeaf: 400 } },
  { name: 'homeD2', features: HOME, options: { ...base, trees: 300, shrinkage: 0.03, minLeaf: 400, depth: 2 } },
  { name: 'facts', features: FACTS, options: { ...base, trees: 200, shrinkage: 0.03, minLeaf: 400 } },
  { name: 'noLinear', features: ALL.slice(1), options: base },
].filter(chosen);

const logTruth = (row: ValueListing) => Math.log(row.truth / row.context.zipLevel);
const mdape = (errs: number[]) => median(errs.map((e) => Math.abs(Math.exp(e) - 1) * 100));

function report(name: string, errs: Map<ValueListing, number>) {
  const all = [...errs.values()];
  const states = [...new Set(tune.map((r) => r.region))].sort();
  const per = states.map((s) => mdape(tune.filter((r) => r.region === s).map((r) => errs.get(r)!)));
  const big = states.filter((s) => tune.filter((r) => r.region === s).length >= 200);
  const perBig = big.map((s) => mdape(tune.filter((r) => r.region === s).map((r) => errs.get(r)!)));
  console.log(
    `${name.padEnd(10)} pooled ${mdape(all).toFixed(2)}  mean of states ${(per.reduce((a, b) => a + b, 0) / per.length).toFixed(2)}  ` +
      `median of states(n>=200) ${median(perBig).toFixed(2)}  ` +
      big.map((s, i) => `${s} ${perBig[i]!.toFixed(1)}`).join(' '),
  );
}

// Linear alone, and linear + trees, out of fold.
const linearErr = new Map<ValueListing, number>();
const linearOf = new Map<ValueListing, number>();
const foldCoefs = folds.map((held) =>
  fitLinear(
    tune.filter((r) => !held.has(r.region)),
    set,
  ),
);
folds.forEach((held, k) => {
  for (const row of tune.filter((r) => held.has(r.region))) {
    const lin = dot(foldCoefs[k]!, valueFeatures(valueInputs(row.context, profileFor(row, set)), set));
    linearOf.set(row, lin);
    linearErr.set(row, logTruth(row) - lin);
  }
});
report('linear', linearErr);

// Settings of the linear fit itself: ridge, Huber threshold, weights that even out the states' shares.
const linearTrials = [
  { name: 'lambda0005', lambda: 0.0005, delta: 0.04, statePower: 0 },
  { name: 'lambda01', lambda: 0.01, delta: 0.04, statePower: 0 },
  { name: 'delta02', lambda: 0.002, delta: 0.02, statePower: 0 },
  { name: 'delta10', lambda: 0.002, delta: 0.1, statePower: 0 },
  { name: 'stateW05', lambda: 0.002, delta: 0.04, statePower: 0.5 },
  { name: 'stateW1', lambda: 0.002, delta: 0.04, statePower: 1 },
].filter(chosen);
for (const t of linearTrials) {
  const errs = new Map<ValueListing, number>();
  folds.forEach((held) => {
    const coef = fitLinear(
      tune.filter((r) => !held.has(r.region)),
      set,
      t,
    );
    for (const row of tune.filter((r) => held.has(r.region)))
      errs.set(row, logTruth(row) - dot(coef, valueFeatures(valueInputs(row.context, profileFor(row, set)), set)));
  });
  report(t.name, errs);
}

for (const trial of trials) {
  const errs = new Map<ValueListing, number>();
  folds.forEach((held, k) => {
    const train = tune.filter((r) => !held.has(r.region));
    const test = tune.filter((r) => held.has(r.region));
    const xOf = (row: ValueListing) => {
      const inputs = valueInputs(row.context, profileFor(row, set));
      const lin = dot(foldCoefs[k]!, valueFeatures(inputs, set));
      return {
        lin,
        x: treeInputs(trial.features, treeFeatureValues(inputs, set, lin, ds.geo.get(row.listing.zip) ?? null)),
      };
    };
    const tr = train.map(xOf);
    const ens = fitBoost(
      tr.map((t) => t.x),
      train.map((row, i) => logTruth(row) - tr[i]!.lin),
      trial.features,
      trial.options,
    );
    const te = test.map(xOf);
    const p = boostPredict(
      ens,
      te.map((t) => t.x),
    );
    test.forEach((row, i) => errs.set(row, logTruth(row) - te[i]!.lin - p[i]!));
  });
  report(trial.name, errs);
}

// The 80% range, out of fold: fitted on the other folds' listings, it should hold 80% of a held-out state's
// listings. 'range' fits the width on the linear model's in-sample errors (as the fit does); 'rangeOof' on
// errors each listing gets from a model fitted without its own state's fold (inner folds).
const MIN_HALF_WIDTH = 0.05;
const errorsOf = (coef: Record<string, number>, rows: readonly ValueListing[]) =>
  rows.map((row) => logTruth(row) - dot(coef, valueFeatures(valueInputs(row.context, profileFor(row, set)), set)));
for (const trial of [{ name: 'range' }, { name: 'rangeOof' }].filter(chosen)) {
  const inside = new Map<ValueListing, boolean>();
  folds.forEach((held, k) => {
    const train = tune.filter((r) => !held.has(r.region));
    let abs = errorsOf(foldCoefs[k]!, train).map(Math.abs);
    if (trial.name === 'rangeOof') {
      const oof = new Map<ValueListing, number>();
      for (const inner of stateFolds(train)) {
        const coef = fitLinear(
          train.filter((r) => !inner.has(r.region)),
          set,
        );
        const rows = train.filter((r) => inner.has(r.region));
        errorsOf(coef, rows).forEach((e, i) => oof.set(rows[i]!, Math.abs(e)));
      }
      abs = train.map((r) => oof.get(r)!);
    }
    const { spread, spreadScale } = fitSpread(train, set, abs);
    const test = tune.filter((r) => held.has(r.region));
    errorsOf(foldCoefs[k]!, test).forEach((e, i) => {
      const x = spreadFeatures(valueInputs(test[i]!.context, profileFor(test[i]!, set)), set);
      inside.set(test[i]!, Math.abs(e) <= Math.max(MIN_HALF_WIDTH, spreadScale * Math.exp(dot(spread, x))));
    });
  });
  const share = (rows: readonly ValueListing[]) => (rows.filter((r) => inside.get(r)).length / rows.length) * 100;
  const states = [...new Set(tune.map((r) => r.region))].sort();
  const big = states.filter((s) => tune.filter((r) => r.region === s).length >= 200);
  const per = big.map((s) => share(tune.filter((r) => r.region === s)));
  const dev = per.reduce((a, c) => a + Math.abs(c - 80), 0) / per.length;
  console.log(
    `${trial.name.padEnd(10)} in80 ${share(tune).toFixed(1)}  states(n>=200) ${Math.min(...per).toFixed(1)}-${Math.max(...per).toFixed(1)}, ` +
      `mean |in80 - 80| ${dev.toFixed(1)}  ` +
      big.map((s, i) => `${s} ${per[i]!.toFixed(0)}`).join(' '),
  );
}
