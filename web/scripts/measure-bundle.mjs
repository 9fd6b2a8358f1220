// Measures the landing page's initial JavaScript: the entry chunk and everything it imports statically, plus
// the landing route's own chunk (loaded at once on '/') and its static imports. Sizes are gzip, as served.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const gzip = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const landingKey = Object.keys(manifest).find((k) => k.endsWith('landing-page.tsx'));

function report(label, keys) {
  let total = 0;
  const rows = [];
  for (const key of keys) {
    const size = gzip(manifest[key].file);
    total += size;
    rows.push(`  ${manifest[key].file.padEnd(48)} ${(size / 1024).toFixed(1).padStart(7)} KB`);
  }
  console.log(`${label}: ${(total / 1024).toFixed(1)} KB gzip`);
  console.log(rows.join('\n'));
  return total;
}

const entry = closure(entryKey);
const entryTotal = report('Entry chunk + static imports', entry);
const landingOnly = [...closure(landingKey)].filter((k) => !entry.has(k));
const landingTotal = report('Landing route chunk + its static imports (not already in the entry)', landingOnly);
const all = entryTotal + landingTotal;
console.log(`Landing page initial JavaScript: ${(all / 1024).toFixed(1)} KB gzip (budget 200 KB)`);

const bundleText = Object.values(manifest)
  .map((m) => readFileSync(join(dist, m.file), 'utf8'))
  .join('\n');
console.log(`node:fs in the bundle: ${/node:fs|readFileSync/.test(bundleText) ? 'YES (fix it)' : 'no'}`);
if (all > 200 * 1024) process.exitCode = 1;
