/**
 * Computes the visitor examples the marketing pages show, by running the same engines a signed-in user's
 * request runs, on a fixed, named example property, invoice and market. Nothing here is typed in by hand:
 * every figure and finding is the engine's, so an example can never show a metric or badge a real result
 * lacks. Writes web/src/features/marketing/content/demo-results.json (committed, so a fresh clone builds
 * before the market dataset exists; rebuilt by `npm run build:web` whenever the dataset is there).
 *
 * Run: `npx tsx scripts/build-demo-results.ts` (reads the dataset from DATA_DIR or ./.data).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadDataset, type MarketDataset } from '@realty/market-data';
import { auditInvoice } from '../services/invoice/src/domain/index.ts';
import { analyzeProperty } from '../services/analysis/src/domain/index.ts';
import { parseDealInput } from '../services/analysis/src/application/deal-input.ts';
import { prepareProperty } from '../services/analysis/src/application/prepare-property.ts';
import { rentalMarket } from '../services/rental/src/domain/rental-market.ts';
import type { DemoResults } from '../web/src/features/marketing/content/demo-results.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = path.join(ROOT, 'web', 'src', 'features', 'marketing', 'content', 'demo-results.json');

/** The named examples. The invoice is a made-up contractor bill with the mistakes such bills often carry. */
export const EXAMPLES = {
  property: {
    name: 'A rental house on the east side of Indianapolis',
    address: '3100 E 10th St, Indianapolis, IN',
    zipCode: '46201',
  },
  invoice: {
    name: 'A plumbing invoice with a repeated line',
    text: [
      'Riverside Plumbing Co.',
      'Invoice #2041',
      'Date: 2025-09-12',
      '1. Replace water heater 50 gal  1 x $1,250.00  $1,250.00',
      '2. Replace water heater 50 gal  1 x $1,250.00  $1,250.00',
      '3. Service call fee  1 x $189.00  $189.00',
      '4. Haul away old unit  1 x $95.00  $95.00',
      'Subtotal: $2,784.00',
      'Total due: $2,784.00',
    ].join('\n'),
  },
  market: { name: 'Austin, TX', location: 'Austin, TX' },
} as const;

function computeProperty(ds: MarketDataset): DemoResults['property'] {
  const { address, zipCode, name } = EXAMPLES.property;
  // The defaults a request without deal inputs gets, exactly as the analyzeProperty resolver reads them.
  const deal = parseDealInput({});
  if ('errors' in deal) throw new Error(`the default deal inputs were refused: ${JSON.stringify(deal.errors)}`);
  const prepared = prepareProperty(ds, address, zipCode, deal.deal.profile);
  if ('error' in prepared) throw new Error(`the example property was refused: ${prepared.error}`);
  const a = analyzeProperty({
    address: prepared.address,
    zipCode: prepared.zipCode,
    context: prepared.context,
    overrides: deal.deal.overrides,
    now: new Date(),
  });
  return {
    example: name,
    address: a.address,
    zipCode: a.zipCode,
    estimatedValue: a.view.estimatedValue,
    monthlyRent: a.view.monthlyRent,
    capRate: a.view.capRate,
    roiPotential: a.view.roiPotential,
    riskLevel: a.risk.level,
  };
}

function computeInvoice(): DemoResults['invoice'] {
  const report = auditInvoice(EXAMPLES.invoice.text, { now: new Date('2025-09-15T12:00:00Z') });
  return {
    example: EXAMPLES.invoice.name,
    issuesFound: report.issuesFound,
    flaggedItems: report.flaggedItems,
    verifiedItems: report.verifiedItems,
    totalImpact: report.totalImpact,
    findings: report.findings.map((f) => ({ type: f.type, title: f.title })),
  };
}

function computeMarket(ds: MarketDataset): DemoResults['market'] {
  const m = rentalMarket(ds, EXAMPLES.market.location);
  return {
    example: EXAMPLES.market.name,
    figures: m.figures
      .filter((f) => f.value !== null)
      .slice(0, 3)
      .map((f) => ({ label: f.label, value: f.value, unit: f.unit, geography: f.geography, period: f.period })),
  };
}

export async function buildDemoResults(dataDir: string): Promise<DemoResults | null> {
  if (!existsSync(path.join(dataDir, 'market'))) return null;
  const ds = await loadDataset(dataDir);
  const market = computeMarket(ds);
  // The newest data month among the market figures: what "as of" means for the examples.
  const months = (market?.figures ?? [])
    .map((f) => f.period)
    .filter((p): p is string => Boolean(p && /^\d{4}-\d{2}$/.test(p)));
  return {
    computedAt: new Date().toISOString().slice(0, 10),
    datasetAsOf: months.sort().at(-1) ?? null,
    property: computeProperty(ds),
    invoice: computeInvoice(),
    market,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const dataDir = process.env.DATA_DIR ?? path.join(ROOT, '.data');
  // A failing engine must not stop the web build (npm start builds it): the examples computed last time
  // stay, and the failure is printed for whoever changed the engine.
  const results = await buildDemoResults(dataDir).catch((error: unknown) => {
    process.stderr.write(
      `demo results: the engines failed (${error instanceof Error ? error.message : String(error)}); keeping the last examples\n`,
    );
    return null;
  });
  if (!results) {
    const kept = existsSync(OUT) ? JSON.parse(readFileSync(OUT, 'utf8')).computedAt : 'none';
    process.stdout.write(`demo results: no market dataset in ${dataDir}; keeping the examples computed on ${kept}\n`);
  } else {
    writeFileSync(OUT, `${JSON.stringify(results, null, 2)}\n`);
    process.stdout.write(`demo results: wrote ${path.relative(ROOT, OUT)}\n`);
  }
}
