import type { MarketFacts } from './market-facts.ts';

const usd = (n: number): string => `$${Math.round(n).toLocaleString('en-US')}`;
const pct = (n: number): string => `${n > 0 ? '+' : ''}${n.toFixed(1)}%`;

function vacancyReading(rate: number): string {
  if (rate < 5) return 'tight';
  if (rate <= 8) return 'balanced';
  return 'soft';
}

/**
 * The dashboard's summary, insights and outlook, written only from computed figures by a fixed template, so the
 * same data always gives the same words and nothing appears that the numbers do not say.
 */
export function writeMarketNarrative(f: MarketFacts): {
  summary: string;
  keyInsights: string[];
  marketOutlook: string;
} {
  const sentences: string[] = [];
  if (f.averageRent !== null) {
    const where =
      f.averageRentGeography && f.averageRentGeography !== f.name ? ` (figure for ${f.averageRentGeography})` : '';
    sentences.push(
      `In ${f.name} the typical asking rent is about ${usd(f.averageRent)} a month${where} (Zillow ZORI, ${f.averageRentAsOf}).`,
    );
  }
  if (f.rentChange12mPct !== null) {
    sentences.push(`Rents in ${f.trendLabel} changed ${pct(f.rentChange12mPct)} over the last 12 months.`);
  }
  if (f.medianRent !== null) {
    const bound =
      f.medianRentQualifier === 'atLeast' ? 'at least ' : f.medianRentQualifier === 'atMost' ? 'at most ' : '';
    sentences.push(
      `Renter households in ${f.acsArea} pay a median gross rent of ${bound}${usd(f.medianRent)} (ACS ${f.acsVintage}).`,
    );
  }
  if (f.rentalVacancyPct !== null) {
    sentences.push(
      `Rental vacancy in ${f.acsArea} is ${f.rentalVacancyPct.toFixed(1)}% (ACS ${f.acsVintage}), a ${vacancyReading(f.rentalVacancyPct)} market.`,
    );
  }
  const summary = sentences.length > 0 ? sentences.join(' ') : `Only limited rental data is available for ${f.name}.`;

  const insights: string[] = [];
  if (f.averageRent !== null && f.medianRent !== null && f.medianRent > 0) {
    const gap = (f.averageRent / f.medianRent - 1) * 100;
    insights.push(
      gap >= 0
        ? `Asking rents run ${gap.toFixed(0)}% above what sitting tenants pay, so new leases cost more than the area's in-place rents.`
        : `Asking rents run ${Math.abs(gap).toFixed(0)}% below the median gross rent (which includes utilities).`,
    );
  }
  if (f.rentChange3mPct !== null) {
    insights.push(`Over the last 3 months rents moved ${pct(f.rentChange3mPct)}.`);
  }
  if (f.rentalVacancyPct !== null) {
    insights.push(`Occupancy is ${(100 - f.rentalVacancyPct).toFixed(1)}% of the rental stock (ACS ${f.acsVintage}).`);
  }
  if (f.inventoryCount !== null) {
    insights.push(`About ${f.inventoryCount.toLocaleString('en-US')} units are estimated to stand vacant for rent.`);
  }
  const top = f.topTypes[0];
  if (top) insights.push(`${top.type} homes make up ${top.percentage.toFixed(1)}% of the housing stock.`);
  if (f.renterSharePct !== null) insights.push(`${f.renterSharePct.toFixed(1)}% of households rent.`);
  if (f.daysOnMarket) {
    insights.push(
      `Homes for sale in ${f.daysOnMarket.geography} spent a median ${f.daysOnMarket.days} days on market (Realtor.com, ${f.daysOnMarket.month}).`,
    );
  }

  let outlook: string;
  const change = f.rentChange12mPct;
  if (change === null) {
    outlook = 'There is no recent rent series to read a direction from.';
  } else {
    const direction = change > 1 ? 'rising' : change < -1 ? 'falling' : 'roughly flat';
    outlook = `Rents have been ${direction} (${pct(change)} a year)`;
    if (f.rentChange3mPct !== null) {
      const momentum = f.rentChange3mPct * 4;
      outlook +=
        momentum > change + 1
          ? ', with recent months running faster'
          : momentum < change - 1
            ? ', with recent months slowing'
            : ', at a steady pace';
    }
    if (f.rentalVacancyPct !== null)
      outlook += `, and vacancy of ${f.rentalVacancyPct.toFixed(1)}% points to a ${vacancyReading(f.rentalVacancyPct)} market`;
    outlook += '. This describes published data, not a forecast.';
  }
  return { summary, keyInsights: insights, marketOutlook: outlook };
}
