// The optional deal columns of a bulk CSV: the same fields as the single analysis (price, rent, beds, baths,
// sqft, type and every assumption), under their common spellings. Values are passed on as numbers (or text
// for the type) and validated with the same rules and messages as a single analysis.

const ALIASES: Record<string, string> = {
  price: 'purchasePrice',
  purchaseprice: 'purchasePrice',
  askingprice: 'purchasePrice',
  listprice: 'purchasePrice',
  rent: 'monthlyRent',
  monthlyrent: 'monthlyRent',
  beds: 'bedrooms',
  bedrooms: 'bedrooms',
  bd: 'bedrooms',
  baths: 'bathrooms',
  bathrooms: 'bathrooms',
  ba: 'bathrooms',
  sqft: 'livingAreaSqft',
  squarefeet: 'livingAreaSqft',
  livingarea: 'livingAreaSqft',
  livingareasqft: 'livingAreaSqft',
  type: 'propertyType',
  propertytype: 'propertyType',
  yearbuilt: 'yearBuilt',
  downpaymentpct: 'downPaymentPct',
  interestratepct: 'interestRatePct',
  rate: 'interestRatePct',
  hoa: 'hoaMonthly',
  hoamonthly: 'hoaMonthly',
  insuranceannual: 'insuranceAnnual',
  vacancypct: 'vacancyPct',
};

/** Column index of each deal field found in the (normalized) header. */
export function dealColumns(normalizedHeader: string[]): Array<[field: string, index: number]> {
  const out: Array<[string, number]> = [];
  normalizedHeader.forEach((name, index) => {
    const field = ALIASES[name];
    if (field && !out.some(([f]) => f === field)) out.push([field, index]);
  });
  return out;
}

/** The row's deal fields: blanks are skipped, numbers parsed ("$350,000" reads as 350000), the type kept as text. */
export function readDealCells(record: string[], columns: Array<[string, number]>): Record<string, unknown> {
  const deal: Record<string, unknown> = {};
  for (const [field, index] of columns) {
    const raw = (record[index] ?? '').trim();
    if (raw === '') continue;
    if (field === 'propertyType') {
      deal[field] = raw.toLowerCase().replace(/[\s-]+/g, '_');
      continue;
    }
    const n = Number(raw.replace(/[$,%\s]/g, ''));
    // A value that is not a number is passed on as text, so validation names the field.
    deal[field] = Number.isFinite(n) ? n : raw;
  }
  return deal;
}
