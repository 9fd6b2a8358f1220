import type { AcsFigure, AcsHousingProfile, ValueDistribution, ZctaTenure } from '../dataset-types.ts';
import { cell, csvTable, parseCsv, type CsvTable } from './csv.ts';
import { parseAcsEstimate, parseAcsMoe, parseNumber } from './parse-helpers.ts';

/** Geography code after "US" in a GEO_ID: "0500000US48453" -> "48453", "310M700US12420" -> "12420". */
export function geoCode(geoId: string): string | null {
  const i = geoId.indexOf('US');
  return i < 0 ? null : geoId.slice(i + 2) || null;
}

/**
 * Reads a data.census.gov DP04 export (county or CBSA). The second row of the export holds labels and is
 * skipped. Suppressed or non-applicable cells become null, open-ended medians keep their bound.
 */
export function readDp04File(text: string, source: string): Map<string, AcsHousingProfile> {
  const table = csvTable(parseCsv(text), source);
  const geoCol = table.column('GEO_ID');
  const nameCol = table.column('NAME');
  const out = new Map<string, AcsHousingProfile>();
  const reader = dp04Reader(table);
  for (const row of table.rows) {
    const geoId = cell(row, geoCol);
    const code = geoCode(geoId);
    if (!code || geoId === 'Geography') continue;
    out.set(code, reader(row, geoId, cell(row, nameCol)));
  }
  return out;
}

function dp04Reader(table: CsvTable): (row: string[], geoId: string, name: string) => AcsHousingProfile {
  const c = (id: string): number => table.column(id);
  const num = (row: string[], id: string): number | null => parseAcsEstimate(cell(row, c(id))).value;
  const figure = (row: string[], id: string): AcsFigure => {
    const est = parseAcsEstimate(cell(row, c(`${id}E`)));
    return { value: est.value, qualifier: est.qualifier, moe: parseAcsMoe(cell(row, c(`${id}M`))) };
  };
  return (row, geoId, name) => {
    const rentalVacancyRate = figure(row, 'DP04_0005');
    const renterOccupied = figure(row, 'DP04_0047');
    const distribution = [81, 82, 83, 84, 85, 86, 87, 88].map((n) => num(row, `DP04_00${n}PE`));
    return {
      geoId,
      name,
      totalUnits: num(row, 'DP04_0001E'),
      occupiedUnits: num(row, 'DP04_0002E'),
      vacantUnits: num(row, 'DP04_0003E'),
      homeownerVacancyRate: figure(row, 'DP04_0004'),
      rentalVacancyRate,
      ownerOccupied: num(row, 'DP04_0046E'),
      renterOccupied,
      medianRooms: num(row, 'DP04_0037E'),
      medianValue: figure(row, 'DP04_0089'),
      medianGrossRent: figure(row, 'DP04_0134'),
      unitsInStructure: {
        oneUnitDetached: num(row, 'DP04_0007PE'),
        oneUnitAttached: num(row, 'DP04_0008PE'),
        twoUnits: num(row, 'DP04_0009PE'),
        threeToFourUnits: num(row, 'DP04_0010PE'),
        fiveToNineUnits: num(row, 'DP04_0011PE'),
        tenToNineteenUnits: num(row, 'DP04_0012PE'),
        twentyOrMoreUnits: num(row, 'DP04_0013PE'),
        mobileHome: num(row, 'DP04_0014PE'),
        boatRvVan: num(row, 'DP04_0015PE'),
      },
      valueDistribution: distribution.every((v) => v !== null) ? (distribution as ValueDistribution) : null,
      estimatedVacantForRent: estimateVacantForRent(renterOccupied.value, rentalVacancyRate.value),
    };
  };
}

/**
 * The rental vacancy rate is vacant-for-rent / (renter-occupied + rented-not-occupied + vacant-for-rent).
 * Leaving out the small "rented, not occupied" group gives vacant-for-rent = renters x rate / (100 - rate).
 */
export function estimateVacantForRent(renterOccupied: number | null, ratePct: number | null): number | null {
  if (renterOccupied === null || ratePct === null || ratePct < 0 || ratePct >= 100) return null;
  return Math.round((renterOccupied * ratePct) / (100 - ratePct));
}

/** Reads B25003 (tenure) by ZCTA; the raw export repeats some rows, so the first row per GEO_ID wins. */
export function readTenureFile(text: string, source: string): Map<string, ZctaTenure> {
  const table = csvTable(parseCsv(text), source);
  const geoCol = table.column('GEO_ID');
  const total = table.column('B25003_001E');
  const owner = table.column('B25003_002E');
  const renter = table.column('B25003_003E');
  const renterMoe = table.column('B25003_003M');
  const out = new Map<string, ZctaTenure>();
  for (const row of table.rows) {
    const geoId = cell(row, geoCol);
    if (!geoId.startsWith('860')) continue;
    const zcta = geoCode(geoId);
    if (!zcta || out.has(zcta)) continue;
    const occupied = parseNumber(cell(row, total));
    const ownerOccupied = parseNumber(cell(row, owner));
    const renterOccupied = parseNumber(cell(row, renter));
    if (occupied === null || ownerOccupied === null || renterOccupied === null) continue;
    out.set(zcta, { occupied, ownerOccupied, renterOccupied, renterOccupiedMoe: parseAcsMoe(cell(row, renterMoe)) });
  }
  return out;
}
