// Six deals side by side, run through the analyzer's engine on the real dataset:
//   npm run --silent eval:six-deals          (reads DATA_DIR or ./.data)
// Each deal: inputs, value and rent estimates with their 80% ranges and sources (with dates), key metrics
// and risk flags. Asking prices and rents are example inputs a user would type, not listings.
import { resolve } from 'node:path';
import { defaultDataDir, loadDataset } from '@realty/market-data';
import { analyzeProperty, returnAt } from '../../services/analysis/src/domain/index.ts';
import { parseDealInput } from '../../services/analysis/src/application/deal-input.ts';
import { prepareProperty } from '../../services/analysis/src/application/prepare-property.ts';

const ds = await loadDataset(resolve(process.env.DATA_DIR ?? defaultDataDir()));

const DEALS = [
  {
    address: '1200 S Lamar Blvd, Austin, TX',
    zip: '78704',
    deal: { propertyType: 'single_family', bedrooms: 3, bathrooms: 2, livingAreaSqft: 1650, purchasePrice: 650_000 },
  },
  {
    address: '410 W 24th St, New York, NY',
    zip: '10001',
    deal: {
      propertyType: 'condo',
      bedrooms: 1,
      bathrooms: 1,
      livingAreaSqft: 650,
      purchasePrice: 950_000,
      hoaMonthly: 900,
    },
  },
  {
    address: '15000 Chandler Park Dr, Detroit, MI',
    zip: '48205',
    deal: { propertyType: 'single_family', bedrooms: 3, bathrooms: 1, livingAreaSqft: 1100 },
  },
  {
    address: '2800 Charlotte Ave, Nashville, TN',
    zip: '37209',
    deal: { propertyType: 'single_family', bedrooms: 5, bathrooms: 3.5, livingAreaSqft: 3200, monthlyRent: 4200 },
  },
  {
    address: '88 Orchard Ln, Cleveland, OH',
    zip: '44109',
    deal: {
      propertyType: 'multi_family',
      bedrooms: 4,
      bathrooms: 2,
      livingAreaSqft: 2400,
      purchasePrice: 180_000,
      monthlyRent: 2100,
    },
  },
  {
    address: '701 Brickell Key Blvd, Miami, FL',
    zip: '33131',
    deal: {
      propertyType: 'condo',
      bedrooms: 2,
      bathrooms: 2,
      livingAreaSqft: 1200,
      purchasePrice: 620_000,
      hoaMonthly: 1100,
    },
  },
];

const usd = (n: number | null | undefined) => (n == null ? 'n/a' : `$${Math.round(n).toLocaleString('en-US')}`);
for (const d of DEALS) {
  const parsed = parseDealInput(d.deal);
  if ('errors' in parsed) throw new Error(JSON.stringify(parsed.errors));
  const p = prepareProperty(ds, d.address, d.zip, parsed.deal.profile);
  if ('error' in p) {
    console.log(`\n${d.address} ${d.zip}: refused: ${p.error}`);
    continue;
  }
  const a = analyzeProperty({
    address: p.address,
    zipCode: p.zipCode,
    context: p.context,
    overrides: parsed.deal.overrides,
    now: new Date(),
  });
  const u = a.underwriting;
  const hold = returnAt(u, u.input.holdingYears);
  console.log(`\n== ${d.address} ${d.zip} (${p.place?.city}, ${p.place?.state})`);
  console.log(`inputs: ${JSON.stringify(d.deal)}`);
  console.log(
    `value: ${usd(p.valueEstimate.point)} (80% ${usd(p.valueEstimate.low)}-${usd(p.valueEstimate.high)}; ZIP level ${usd(p.valueEstimate.zipLevel)}) ${p.valueEstimate.adjustments.map((x) => `${x.name} x${x.factor.toFixed(3)}`).join(', ')}`,
  );
  console.log(
    `rent:  ${usd(p.rentEstimate.point)}/mo (80% ${usd(p.rentEstimate.low)}-${usd(p.rentEstimate.high)}; ZIP level ${usd(p.rentEstimate.zipLevel)}) ${p.rentEstimate.adjustments.map((x) => `${x.name} x${x.factor.toFixed(3)}`).join(', ')}`,
  );
  console.log(
    `sources: ${[...p.valueEstimate.sources, ...p.rentEstimate.sources]
      .map((s) => `${s.id} ${s.asOf}`)
      .filter((v, i, all) => all.indexOf(v) === i)
      .join('; ')}`,
  );
  console.log(
    `used: price ${usd(u.input.purchasePrice)}, rent ${usd(u.input.monthlyRent)}/mo, insurance ${usd(u.input.insuranceAnnual)}/yr, tax ${u.input.propertyTaxRatePct}%, HOA ${usd(u.input.hoaMonthly)}/mo`,
  );
  if (a.comparisons.length) console.log(`compare: ${a.comparisons.join(' ')}`);
  console.log(
    `metrics: cap ${u.capRate.value?.toFixed(1)}%, CoC ${u.cashOnCash.value?.toFixed(1)}%, DSCR ${u.dscr.value?.toFixed(2)}, cash flow ${usd(u.monthlyCashFlow.value)}/mo, ${u.input.holdingYears}-yr IRR ${hold?.irr.value?.toFixed(1) ?? 'n/a'}%, equity multiple ${hold?.equityMultiple.value?.toFixed(2)}x`,
  );
  console.log(
    `risk: ${a.risk.level} (${Math.round(a.risk.score)}/100); flags: ${a.riskFlags.map((f) => f.label).join('; ') || 'none'}${p.warnings.length ? `; warnings: ${p.warnings.join(' ')}` : ''}`,
  );
}
