// Measures, on folds of the tune states only, whether the listing's lot size would lower the value error: the
// shipped linear model's out-of-fold ln errors (each fold estimated by a model fitted on the other four) are
// regressed, for houses, townhouses and 2-4 unit buildings with a lot size, on lot terms fitted on the other
// folds' listings; the held-out fold's errors less that second stage are scored against the model's own on the
// same listings. The report states are not read.
// Run: npx tsx scripts/fit/lot-size-cv.ts [trial,trial,...] (every trial by default; about 40 s).
import { median } from '../../services/lib/market-data/src/evaluation/listing-metrics.ts';
import type { ValueListing } from '../../services/lib/market-data/src/evaluation/value-listings.ts';
import { valueInputs } from '../../services/lib/market-data/src/property-value.ts';
import { featureNames, REFERENCE, valueFeatures } from '../../services/lib/market-data/src/value-model.ts';
import { huber, predict, quantile, type Row } from './least-squares.ts';
import { outOfStateErrors, profileFor, stateFolds } from './value.ts';
import { loadTuneListings } from './tune-listings.ts';

const SET = 'size+rooms';
const { tune } = await loadTuneListings();
const folds = stateFolds(tune);
const foldOf = new Map<string, number>();
folds.forEach((states, k) => states.forEach((s) => foldOf.set(s, k)));

const logTruth = (row: ValueListing) => Math.log(row.truth / row.context.zipLevel);
const mdape = (errs: readonly number[]) => median(errs.map((e) => Math.abs(Math.exp(e) - 1) * 100));
const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

// The shipped model's out-of-fold errors on every tune listing (the same state folds).
const oofList = outOfStateErrors(tune, SET);
const oof = new Map(tune.map((row, i) => [row, oofList[i]!]));

const withLot = tune.filter((r) => r.listing.lotSqft !== null && r.listing.propertyType !== 'condo');
console.log(
  `tune listings ${tune.length}, with a lot size (house, townhouse, 2-4 unit) ${withLot.length}; ` +
    `houses ${withLot.filter((r) => r.listing.propertyType === 'single_family').length}, townhouses ` +
    `${withLot.filter((r) => r.listing.propertyType === 'townhouse').length}, 2-4 unit ` +
    `${withLot.filter((r) => r.listing.propertyType === 'multi_family').length}`,
);

interface Trial {
  name: string;
  features: (row: ValueListing) => Row;
}
const priceLevel = (row: ValueListing) => Math.log(row.context.zipLevel / REFERENCE.zipLevel);
const ratio = (row: ValueListing, lo: number, hi: number) =>
  clamp(Math.log(row.listing.lotSqft! / row.listing.sqft!), Math.log(lo), Math.log(hi)) - Math.log(4);
const ratioTerms = (lo: number, hi: number) => (row: ValueListing) => {
  const x = ratio(row, lo, hi);
  return { const: 1, lot: x, lotSq: x * x, lotXPrice: x * priceLevel(row) };
};
const allTrials: Trial[] = [
  { name: 'const', features: () => ({ const: 1 }) },
  { name: 'ratio', features: ratioTerms(0.5, 40) },
  { name: 'ratioWide', features: ratioTerms(0.25, 100) },
  { name: 'ratioNarrow', features: ratioTerms(1, 20) },
  {
    name: 'ratioType',
    features: (row) => {
      const t = row.listing.propertyType;
      const f = ratioTerms(0.5, 40)(row);
      return {
        ...f,
        ...(t === 'townhouse' ? { th: 1, thLot: f.lot } : {}),
        ...(t === 'multi_family' ? { mf: 1 } : {}),
      };
    },
  },
  {
    // The lot counts only in dear ZIPs, where land is much of the price.
    name: 'dear',
    features: (row) => {
      const x = ratio(row, 0.5, 40);
      const dear = Math.max(0, priceLevel(row));
      return { const: 1, lotXDear: x * dear, lotSqXDear: x * x * dear };
    },
  },
  {
    // ln(lot / 7,500 sq ft): the lot's own size rather than the yard per square foot of house.
    name: 'absolute',
    features: (row) => {
      const x = clamp(Math.log(row.listing.lotSqft! / 7_500), Math.log(0.1), Math.log(20));
      return { const: 1, lot: x, lotSq: x * x, lotXPrice: x * priceLevel(row) };
    },
  },
];
const trials = allTrials.filter((t) => !process.argv[2] || process.argv[2].split(',').includes(t.name));

function report(name: string, errs: Map<ValueListing, number>) {
  const states = [...new Set(withLot.map((r) => r.region))].sort();
  const of = (s: string) => withLot.filter((r) => r.region === s).map((r) => errs.get(r)!);
  const per = states.map((s) => mdape(of(s)));
  const big = states.filter((s) => of(s).length >= 200);
  const perBig = big.map((s) => mdape(of(s)));
  console.log(
    `${name.padEnd(12)} pooled ${mdape(withLot.map((r) => errs.get(r)!)).toFixed(2)}  mean of ${states.length} states ` +
      `${(per.reduce((a, b) => a + b, 0) / per.length).toFixed(2)}  median of ${big.length} states(n>=200) ` +
      `${median(perBig).toFixed(2)}  ` +
      big.map((s, i) => `${s} ${perBig[i]!.toFixed(1)}`).join(' '),
  );
}

report('model', oof);
for (const trial of trials) {
  const errs = new Map<ValueListing, number>();
  folds.forEach((_, k) => {
    const train = withLot.filter((r) => foldOf.get(r.region) !== k);
    const xs = train.map(trial.features);
    const names = [...new Set(xs.flatMap((x) => Object.keys(x)))];
    const coef = huber(
      xs,
      train.map((r) => oof.get(r)!),
      names,
      0.002,
      0.04,
      20,
    );
    if (k === 0) console.log(`  ${trial.name} fold 0: ${names.map((n) => `${n} ${coef[n]!.toFixed(3)}`).join(', ')}`);
    for (const row of withLot.filter((r) => foldOf.get(r.region) === k))
      errs.set(row, oof.get(row)! - predict(coef, trial.features(row)));
  });
  report(trial.name, errs);
}

// Joint: the whole linear model refitted with the lot terms (zero where no lot is given) on the other folds.
if (!process.argv[2] || process.argv[2].split(',').includes('joint')) {
  const lotTerms = (row: ValueListing): Row => {
    if (row.listing.lotSqft === null || row.listing.propertyType === 'condo') return {};
    const x = ratio(row, 0.5, 40);
    return { hasLot: 1, lot: x, lotSq: x * x, lotXPrice: x * priceLevel(row) };
  };
  const xOf = (row: ValueListing) => ({
    ...valueFeatures(valueInputs(row.context, profileFor(row, SET)), SET),
    ...lotTerms(row),
  });
  const errs = new Map<ValueListing, number>();
  folds.forEach((held) => {
    const train = tune.filter((r) => !held.has(r.region));
    const xs = train.map(xOf);
    const y = train.map(logTruth);
    const names = [...featureNames(SET), 'hasLot', 'lot', 'lotSq', 'lotXPrice'].filter((n) => xs.some((x) => x[n]));
    const coef = huber(xs, y, names, 0.002, 0.04, 20);
    coef.const! += quantile(
      xs.map((x, i) => y[i]! - predict(coef, x)),
      0.5,
    );
    for (const row of tune.filter((r) => held.has(r.region))) errs.set(row, logTruth(row) - predict(coef, xOf(row)));
  });
  report('joint', errs);
}
