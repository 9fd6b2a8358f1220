/**
 * Generates a realistic maintenance invoice of any length, the same text for the same options, for
 * parser and audit benchmarks. Every line is arithmetically correct, dated, and tied to its own unit,
 * and amounts stay below the approval-limit bands, so a generated invoice audits clean: a benchmark
 * then measures the engine, not the cost of writing findings.
 */
import catalogue from './large-invoice-catalogue.json' with { type: 'json' };

export interface LargeInvoiceOptions {
  lines: number;
  /** Seed of the pseudo-random sequence; the same seed gives the same invoice. */
  seed?: number;
  /** Invoice date as 'YYYY-MM-DD'; line dates fall in the 28 days before it. */
  invoiceDate?: string;
}

interface CatalogueEntry {
  description: string;
  unitPrice: number;
  maxQuantity: number;
}

/** Maintenance items with plausible unit prices; a line takes one of them and up to `maxQuantity` units. */
const CATALOGUE: readonly CatalogueEntry[] = catalogue;

const BUILDINGS = ['A', 'B', 'C', 'D', 'E', 'F'];

export function makeLargeInvoice(options: LargeInvoiceOptions): string {
  const random = mulberry32(options.seed ?? 1);
  const invoiceDate = options.invoiceDate ?? '2025-05-31';
  const issued = new Date(`${invoiceDate}T00:00:00Z`);
  const rows: string[] = [];
  let subtotal = 0;
  for (let index = 0; index < options.lines; index += 1) {
    const entry = CATALOGUE[Math.floor(random() * CATALOGUE.length)] ?? CATALOGUE[0];
    if (!entry) break;
    const quantity = 1 + Math.floor(random() * entry.maxQuantity);
    const amountCents = Math.round(quantity * entry.unitPrice * 100);
    const day = new Date(issued.getTime() - (1 + Math.floor(random() * 28)) * 86_400_000);
    // Each line names its own unit, so no two lines are the same job.
    const unit = `Bldg ${BUILDINGS[index % BUILDINGS.length] ?? 'A'} Unit ${100 + index}`;
    rows.push(
      [
        usDate(day).padEnd(12),
        `${entry.description} - ${unit}`.padEnd(72),
        String(quantity).padStart(5),
        money(entry.unitPrice * 100).padStart(10),
        money(amountCents).padStart(12),
      ].join('  '),
    );
    subtotal += amountCents;
  }
  return [
    'Keystone Facility Services LLC',
    '1200 Industrial Pkwy, Columbus, OH 43228',
    '',
    `Invoice #: KFS-${String(options.seed ?? 1).padStart(4, '0')}-${options.lines}`,
    `Invoice Date: ${usDate(issued)}`,
    'Bill To: Riverbend Apartments LLC, 800 Riverbend Dr, Columbus, OH 43215',
    '',
    ['Date'.padEnd(12), 'Description'.padEnd(72), 'Qty'.padStart(5), 'Rate'.padStart(10), 'Amount'.padStart(12)].join(
      '  ',
    ),
    ...rows,
    '',
    `Subtotal${money(subtotal).padStart(112)}`,
    `Total${money(subtotal).padStart(115)}`,
    '',
  ].join('\n');
}

function money(cents: number): string {
  return (Math.round(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

function usDate(date: Date): string {
  return `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String(date.getUTCDate()).padStart(2, '0')}/${date.getUTCFullYear()}`;
}

/** A small, well-known 32-bit PRNG: deterministic across platforms, unlike Math.random. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
