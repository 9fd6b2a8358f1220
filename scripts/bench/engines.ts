/** Engine figures: invoice audits per second (typical and 500 lines), and the memory of the market dataset. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '@realty/system-launcher';
import { auditInvoice } from '../../services/invoice/src/domain/audit-invoice.ts';
import { makeLargeInvoice } from '../../services/invoice/src/domain/make-large-invoice.ts';
import { loadDataset } from '@realty/market-data';

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
const typical = readFileSync(path.join(REPO_ROOT, 'services/invoice/src/domain/__fixtures__/demo-invoice.txt'), 'utf8');
const large = makeLargeInvoice({ lines: 500 });
const now = new Date('2025-06-01T12:00:00Z');
const rows = [
  { name: 'invoice audit, typical (demo invoice)', auditsPerSecond: perSecond(() => auditInvoice(typical, { now }), seconds) },
  { name: 'invoice audit, 500 lines', auditsPerSecond: perSecond(() => auditInvoice(large, { now }), seconds) },
];
process.stdout.write('\n## Invoice audit engine\n');
console.table(rows);

const before = process.memoryUsage();
const t = performance.now();
const ds = await loadDataset(path.join(REPO_ROOT, '.data'));
const loadMs = Math.round(performance.now() - t);
globalThis.gc?.();
const after = process.memoryUsage();
process.stdout.write('\n## Market dataset in a service process\n');
console.table([{ loadMs, heapMb: Math.round((after.heapUsed - before.heapUsed) / 1e6), rssMb: Math.round(after.rss / 1e6), zips: ds.geo.size }]);
