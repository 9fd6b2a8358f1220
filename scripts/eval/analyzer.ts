// Held-out accuracy of the analyzer's property-level estimates (not part of `npm test`):
//   npm run eval:analyzer            (reads DATA_DIR or ./.data and RAW_DATA_DIR or ../shared/data/raw)
// First the listing-level tables (value-listings-eval.ts, rent-listings-report.ts), split by region
// into tune and report halves; then the older typical-home checks (analyzer-eval.ts) as a second table.
import { join, resolve } from 'node:path';
import {
  BEDROOM_VALUE_WEIGHT,
  defaultDataDir,
  loadDataset,
  locateRawDir,
  RANGE_CALIBRATION,
} from '@realty/market-data';
import {
  isTuneGroup,
  rentCases,
  summarize,
  tuneBedroomWeight,
  tuneWidth,
  valueCases,
  type Case,
  type Summary,
} from '../../services/lib/market-data/src/evaluation/analyzer-eval.ts';
import { rentListingReport } from '../../services/lib/market-data/src/evaluation/rent-listings-report.ts';
import {
  formatValueListingsReport,
  valueListingsReport,
} from '../../services/lib/market-data/src/evaluation/value-listings-eval.ts';

const dataDir = resolve(process.env.DATA_DIR ?? defaultDataDir());
const rawDir = locateRawDir();
if (!rawDir)
  throw new Error('No raw data directory (RAW_DATA_DIR or ../shared/data/raw) for the listings and truth files');
const ds = await loadDataset(dataDir);

const f = (x: number) => x.toFixed(1);
function line(name: string, s: Summary): string {
  return `${name.padEnd(22)} n=${String(s.n).padStart(6)}  MdAPE ${f(s.mdape)}%  median bias ${f(s.medianBiasPct)}%  80% coverage ${f(s.coverage80)}%  | ZIP-level only: MdAPE ${f(s.baselineMdape)}%, bias ${f(s.baselineBiasPct)}%`;
}
function report(title: string, cases: Case[], shipped: number) {
  const tune = cases.filter((c) => isTuneGroup(c.group));
  const hold = cases.filter((c) => !isTuneGroup(c.group));
  // The shipped σ already includes the shipped scale; the tuned scale is relative to it.
  const tuned = tuneWidth(tune);
  console.log(`\n${title}`);
  if (tune.some((c) => c.bedroomRatio)) {
    const fit = tuneBedroomWeight(tune);
    console.log(
      `  shipped bedroom-ratio share ${BEDROOM_VALUE_WEIGHT}; the tuning half's best share is ${fit.weight.toFixed(2)} (MdAPE ${f(fit.mdape)}%)`,
    );
  }
  console.log(
    `  shipped width scale ${shipped.toFixed(3)}; the tuning half asks for ×${tuned.toFixed(3)} on top of it`,
  );
  console.log(`  ${line('tuning half', summarize(tune))}`);
  console.log(`  ${line('reporting half', summarize(hold))}`);
  console.log(`  ${line('reporting, tuned width', summarize(hold, tuned))}`);
  const sizes = [...new Set(cases.map((c) => c.bedrooms))].sort((a, b) => a - b);
  for (const [name, half] of [
    ['tuning', tune],
    ['reporting', hold],
  ] as const) {
    for (const b of sizes)
      console.log(`    ${line(`${name}, ${b} bd`, summarize(half.filter((c) => c.bedrooms === b)))}`);
  }
}

console.log(`dataset ${join(dataDir, 'market')} built ${ds.builtAt}`);
const started = Date.now();
console.log(`\n${formatValueListingsReport(await valueListingsReport(ds, rawDir))}`);
console.log(`\n${(await rentListingReport(ds, rawDir)).lines.join('\n')}`);
console.log('\n--- Second table: typical-home checks (truths are typical homes, not listings) ---');
report(
  'VALUE: Tennessee ZIP x bedrooms ZHVI (held out; never read by the product), split by county',
  await valueCases(ds, rawDir),
  RANGE_CALIBRATION.value,
);
report(
  'RENT (typical units): ZIP ZORI x ZIP SAFMR bedroom ratio vs the ZIP x bedrooms figure (ZIP SAFMR hidden), split by metro',
  rentCases(ds),
  1,
);
console.log(`\n${((Date.now() - started) / 1000).toFixed(1)} s`);
