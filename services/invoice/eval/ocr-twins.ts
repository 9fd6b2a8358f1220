/**
 * OCR against the text it was drawn from: every invoice fixture (src/domain/testing/documents/*.txt) is
 * rendered as a page, then read back as a phone photo (2.5 degrees, noise, JPEG) and as a scanned
 * PDF (-1.5 degrees, lighter noise), and each reading is compared with the text: character accuracy
 * (1 - edit distance / length, spaces collapsed and empty lines dropped) and whether the audit
 * (vendor, number, total, line items, findings with dollars) is the same. Seconds per page are OCR
 * and layout on this machine, as loaded as it is.
 * Run: npx tsx services/invoice/eval/ocr-twins.ts [fixture-name ...]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { auditInvoice } from '../src/domain/audit-invoice.ts';
import { extractInvoiceText } from '../src/domain/extract-text.ts';
import { shutdownOcr } from '../src/domain/ocr/ocr-engine.ts';
import { renderPhotoJpeg, renderScannedPdf } from '../src/domain/testing/scan-images.ts';

const FIXTURES = join(import.meta.dirname, '../src/domain/testing/documents');
const NOW = new Date('2025-06-15T12:00:00Z');

function outcome(text: string): string {
  const report = auditInvoice(text, { now: NOW });
  return JSON.stringify([
    report.fields.vendor.value,
    report.fields.invoiceNumber.value,
    report.fields.total.amount,
    [...report.parsed.lineItems, ...report.parsed.fees].map((item) => [item.description, item.quantity, item.amount]),
    report.findings.map((finding) => [finding.code, finding.impact]),
  ]);
}

const normalise = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1)
      row.push(
        Math.min(
          (previous[j] ?? 0) + 1,
          (row[j - 1] ?? 0) + 1,
          (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
        ),
      );
    previous = row;
  }
  return previous[b.length] ?? 0;
}

const names = process.argv.slice(2);
const files = readdirSync(FIXTURES).filter(
  (f) => f.endsWith('.txt') && (names.length === 0 || names.some((n) => f.startsWith(n))),
);
const media = [
  ['photo', renderPhotoJpeg],
  ['scan', renderScannedPdf],
] as const;
const totals = Object.fromEntries(
  media.map(([medium]) => [medium, { chars: 0, errors: 0, same: 0, seconds: [] as number[] }]),
);

console.log(
  'document'.padEnd(36),
  ...media.flatMap(([medium]) => [
    `${medium} chars`.padStart(12),
    `${medium} audit`.padStart(12),
    's/page'.padStart(7),
  ]),
);
for (const file of files) {
  const text = readFileSync(join(FIXTURES, file), 'utf8');
  const cells: string[] = [];
  for (const [medium, render] of media) {
    const started = Date.now();
    const read = await extractInvoiceText(await render(text), `${file}.${medium}`);
    const seconds = (Date.now() - started) / 1000;
    const total = totals[medium];
    if (!total) continue;
    const truth = normalise(text);
    const errors = read.ok ? editDistance(truth, normalise(read.text)) : truth.length;
    const same = read.ok && outcome(read.text) === outcome(text);
    total.chars += truth.length;
    total.errors += errors;
    total.same += same ? 1 : 0;
    total.seconds.push(seconds);
    cells.push(
      `${(100 * (1 - errors / truth.length)).toFixed(1)}%`.padStart(12),
      (same ? 'same' : read.ok ? 'differs' : read.code).padStart(12),
      seconds.toFixed(1).padStart(7),
    );
  }
  console.log(file.replace(/\.txt$/, '').padEnd(36), ...cells);
}
for (const [medium, total] of Object.entries(totals)) {
  const sorted = [...total.seconds].sort((a, b) => a - b);
  console.log(
    `${medium}: characters ${(100 * (1 - total.errors / total.chars)).toFixed(1)}% right, audit the same on ${total.same}/${files.length},`,
    `seconds per page median ${(sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(1)}, max ${(sorted.at(-1) ?? 0).toFixed(1)}`,
  );
}
await shutdownOcr();
