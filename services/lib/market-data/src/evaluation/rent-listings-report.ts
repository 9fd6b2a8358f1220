import type { MarketDataset } from '../dataset.ts';
import {
  baselineSummaries,
  rangeSummary,
  rentCellCases,
  rentListingCases,
  type CellEstimator,
  type PointSummary,
  type RangeSummary,
  type RentCase,
  type RentEstimator,
  withFacts,
} from './rent-listings-eval.ts';
import { isTuneZip, readRentListings } from './rent-listings.ts';
import { fitLevelError, LEVEL_SOURCES, type LevelErrorFit } from './rent-level-error.ts';
import { estimatePropertyRent } from '../property-estimates.ts';
import type { FactsKey } from '../property-rent.ts';
import { readZoriHistories } from '../pipeline/zori-histories.ts';
import { CARRY_MONTHS, carryDriftSigmas, DRIFT_WINDOW_ENDS, type CarryDriftSigma } from './zori-carry-drift.ts';

// The printed tables of the listing-level rent evaluation (called by scripts/eval/analyzer.ts).

const FEWER_FACTS: Array<[FactsKey, string]> = [
  ['b1s1t1', 'all facts'],
  ['b1s0t0', 'bedrooms and bathrooms only'],
  ['b0s1t0', 'living area only'],
  ['b0s0t0', 'no facts'],
];

const f = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '-');

function pointCells(s: PointSummary): string {
  return `n=${String(s.n).padStart(5)}  MdAPE ${f(s.mdape).padStart(5)}%  bias ${f(s.medianBiasPct).padStart(6)}%  ±10% ${f(s.within10).padStart(5)}%  ±20% ${f(s.within20).padStart(5)}%`;
}

function rangeCells(s: RangeSummary): string {
  return `${pointCells(s)}  in 80% range ${f(s.coverage80).padStart(5)}%  (ranges under the $5,000 cap: ${f(s.coverageUnderCap)}% of ${s.nUnderCap})`;
}

function block(title: string, cases: RentCase[]): string[] {
  const lines = [`  ${title}`, `    ${'estimate'.padEnd(34)} ${rangeCells(rangeSummary(cases))}`];
  for (const b of baselineSummaries(cases))
    if (b.summary.n) lines.push(`    ${b.name.padEnd(34)} ${pointCells(b.summary)}`);
  return lines;
}

function breakdown<K extends string | number>(
  cases: RentCase[],
  key: (c: RentCase) => K,
  label: (k: K) => string,
): string[] {
  const keys = [...new Set(cases.map(key))].sort();
  return keys.map((k) => `    ${label(k).padEnd(34)} ${rangeCells(rangeSummary(cases.filter((c) => key(c) === k)))}`);
}

/** The ZIP level's own error across metros: each source against the ZIP ZORI, and each anchor kind's gap. */
export function levelErrorLines(fit: LevelErrorFit): string[] {
  const s = (x: number) => x.toFixed(3);
  const { zips } = fit;
  return [
    `RENT LEVEL across metros: ${zips.tune} ZIPs in ${zips.metrosTune} tuning metros, ${zips.report} ZIPs in ${zips.metrosReport} reporting metros (ZIPs with their own ZORI, at 2 bd / typical unit);`,
    '  offsets fitted on the tuning metros; σ80 = 80th percentile of |log gap| / 1.2816',
    ...fit.disagreements.map(
      (d) =>
        `    ${LEVEL_SOURCES[d.source].padEnd(34)} offset ×${Math.exp(d.offset).toFixed(3)}  σ80 tune ${s(d.tune.sigma)} (n=${d.tune.n})  report ${s(d.report.sigma)} (n=${d.report.n})`,
    ),
    `  ZIP ZORI's own error (three-cornered hat with SAFMR and the wider ZORI): tune ${s(fit.zipZoriSigma.tune)}, report ${s(fit.zipZoriSigma.report)}`,
    `  anchor with the ZIP ZORI hidden, σ80 of its gap to the ZIP ZORI (the level error a range adds): ` +
      `SAFMR + wider ZORI tune ${s(fit.levelGapSigma.safmr)} / report ${s(fit.reportLevelGapSigma.safmr)}; ` +
      `county FMR + wider ZORI tune ${s(fit.levelGapSigma.area)} / report ${s(fit.reportLevelGapSigma.area)}`,
    `  fitted: SAFMR ×${Math.exp(fit.params.safmrLogOffset).toFixed(3)}, county FMR ×${Math.exp(fit.params.fmrLogOffset).toFixed(3)} to the ZORI scale; ZIP ZORI weight ${fit.params.zipZoriWeightWithSafmr} with SAFMR, ${fit.params.zipZoriWeightWithFmr} with county FMR; wider ZORI weight ${fit.params.areaZoriWeightWithSafmr} with SAFMR, ${fit.params.areaZoriWeightWithFmr} with county FMR`,
  ];
}

/** Ten years of ZORI history: enough for every drift window before the ZIP files end. */
const ZORI_HISTORY_MONTHS = 132;

/** How far a ZIP's ZORI drifts from the series that carries it, over as many months as the product carries it. */
export function carryDriftLines(d: { tune: CarryDriftSigma; report: CarryDriftSigma }): string[] {
  const s = (x: { sigma: number; n: number }) => `${x.sigma.toFixed(3)} (n=${x.n})`;
  return [
    `  ZIP ZORI drift against its carrier over ${CARRY_MONTHS} months (log change gap, windows ending ${DRIFT_WINDOW_ENDS.join(', ')}):`,
    `    against the metro ZORI            σ80 tune ${s(d.tune.metro)}  report ${s(d.report.metro)}`,
    `    against the nearest wider ZORI    σ80 tune ${s(d.tune.nearest)}  report ${s(d.report.nearest)}  (city, county or metro)`,
  ];
}

export interface RentListingReport {
  lines: string[];
  listing: { tune: RentCase[]; report: RentCase[] };
  cells: { tune: RentCase[]; report: RentCase[] };
}

/** Reads the listings, scores the estimator and its baselines on both halves, and returns the printed tables. */
export async function rentListingReport(
  ds: MarketDataset,
  rawDir: string,
  estimator?: RentEstimator,
  cellEstimator?: CellEstimator,
): Promise<RentListingReport> {
  const listings = await readRentListings(rawDir);
  const cases = rentListingCases(ds, listings, estimator);
  const cells = rentCellCases(ds, cases, cellEstimator);
  const zips = (cs: RentCase[]) => new Set(cs.map((c) => c.zip)).size;
  const lines = [
    `RENT per listing: Austin Redfin rentals, Sept 2025 (${listings.length} usable rows), moved to the estimate's month by the most local ZORI;`,
    `split by ZIP (hash): tune ${zips(cases.filter((c) => c.tune))} ZIPs, report ${zips(cases.filter((c) => !c.tune))} ZIPs. Rents above $5,000 are missing from the file.`,
  ];
  for (const [name, tune] of [
    ['REPORT', false],
    ['TUNE', true],
  ] as const) {
    const half = cases.filter((c) => c.tune === tune);
    const halfCells = cells.filter((c) => c.tune === tune);
    lines.push('', `${name} ZIPs`);
    lines.push(...block('per listing (bedrooms, bathrooms, sq ft and home type as given)', half));
    lines.push('  per listing, by confidence');
    lines.push(
      ...breakdown(
        half,
        (c) => c.confidence,
        (k) => k,
      ),
    );
    lines.push('  per listing, by kind of page');
    lines.push(
      ...breakdown(
        half,
        (c) => c.kind,
        (k) => k,
      ),
    );
    lines.push('  per listing, by bedrooms');
    lines.push(
      ...breakdown(
        half,
        (c) => Math.min(5, c.bedrooms),
        (k) => (k === 5 ? '5+ bd' : `${k} bd`),
      ),
    );
    lines.push(...block(`per (ZIP, bedrooms) median, cells with >= 5 listings`, halfCells));
    lines.push('  per (ZIP, bedrooms), by confidence');
    lines.push(
      ...breakdown(
        halfCells,
        (c) => c.confidence,
        (k) => k,
      ),
    );
    lines.push(
      '  per listing with fewer facts given (each listing scored once per row), then all of those by confidence',
    );
    const fewer = FEWER_FACTS.map(([key, label]) => ({
      label,
      cases: rentListingCases(
        ds,
        listings.filter((l) => isTuneZip(l.zip) === tune),
        (d, zip, p) => (estimator ?? estimatePropertyRent)(d, zip, withFacts(p, key)),
      ),
    }));
    for (const { label, cases: fc } of fewer) lines.push(`    ${label.padEnd(34)} ${rangeCells(rangeSummary(fc))}`);
    lines.push(
      ...breakdown(
        fewer.flatMap((x) => x.cases),
        (c) => c.confidence,
        (k) => `${k} (all fact sets)`,
      ),
    );
  }
  lines.push('', ...levelErrorLines(fitLevelError(ds)));
  const histories = await readZoriHistories(rawDir, ZORI_HISTORY_MONTHS);
  lines.push(...carryDriftLines(carryDriftSigmas({ ...ds, ...histories })));
  return {
    lines,
    listing: { tune: cases.filter((c) => c.tune), report: cases.filter((c) => !c.tune) },
    cells: { tune: cells.filter((c) => c.tune), report: cells.filter((c) => !c.tune) },
  };
}
