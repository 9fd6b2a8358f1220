/**
 * Engine figures, in a fresh process: one property analysis (the baseline of the analysis through /api), invoice
 * audits, the dataset's memory.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '@realty/system-launcher';
import { loadDataset } from '@realty/market-data';
import { analyzeProperty, prepareProperty } from '@realty/analysis/engine';
import { auditInvoice, makeLargeInvoice } from '@realty/invoice/domain';
import { atMost, emitRows, row } from './table.ts';

function perSecond(fn: () => void, seconds: number): number {
  const end = performance.now() + seconds * 1000;
  let n = 0;
  while (performance.now() < end) {
    fn();
    n++;
  }
  return Math.round(n / seconds);
}

const seconds = Math.max(1, Number(process.env.BENCH_SECONDS ?? 5) / 2);

const before = process.memoryUsage();
const t = performance.now();
const dataset = await loadDataset(path.join(REPO_ROOT, '.data'));
const loadMs = Math.round(performance.now() - t);
globalThis.gc?.();
const after = process.memoryUsage();

// One analysis as the bench's /api call runs it: the property's market side from the dataset, then the engine.
const zips = ['78701', '10001', '60614', '94110', '44105', '33139'];
const profile = { bedrooms: null, bathrooms: null, livingAreaSqft: null, propertyType: null, yearBuilt: null };
const now = new Date();
let i = 0;
const analyzeOne = () => {
  const prepared = prepareProperty(dataset, `${i} Bench St`, zips[i++ % zips.length]!, profile);
  if ('error' in prepared) throw new Error(prepared.error);
  analyzeProperty({ address: prepared.address, zipCode: prepared.zipCode, context: prepared.context, now });
};
perSecond(analyzeOne, 0.5); // warm-up: compiled code and the market lookups, as in a running service
const cpuBefore = process.cpuUsage();
const analysesPerSecond = perSecond(analyzeOne, seconds);
const cpu = process.cpuUsage(cpuBefore);
// CPU time per analysis (this process's threads, garbage collection included): what the engine costs when the
// machine is shared, where wall time also counts the time other processes held the cores.
const cpuMsPerAnalysis = (cpu.user + cpu.system) / 1000 / (analysesPerSecond * seconds);

const typical = readFileSync(
  path.join(REPO_ROOT, 'services/invoice/src/domain/testing/documents/demo-invoice.txt'),
  'utf8',
);
const large = makeLargeInvoice({ lines: 500 });
const auditNow = new Date('2025-06-01T12:00:00Z');
emitRows([
  row(
    'engine: one property analysis (market side + engine)',
    Math.round((1000 / analysesPerSecond) * 1000) / 1000,
    'ms',
    atMost(0.2),
  ),
  row('engine: one property analysis, CPU time', Math.round(cpuMsPerAnalysis * 1000) / 1000, 'ms'),
  row(
    'engine: invoice audits, typical (demo invoice)',
    perSecond(() => auditInvoice(typical, { now: auditNow }), seconds),
    '/s',
  ),
  row(
    'engine: invoice audits, 500 lines',
    perSecond(() => auditInvoice(large, { now: auditNow }), seconds),
    '/s',
  ),
  row('market dataset: load time', loadMs, 'ms'),
  row('market dataset: heap', Math.round((after.heapUsed - before.heapUsed) / 1e6), 'MB'),
]);
