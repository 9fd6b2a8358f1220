import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';
import { padZip, parseAcsEstimate, parseAcsMoe, parseMonthHeader, parsePercentText } from './parse-helpers.ts';
import { estimateVacantForRent, readTenureFile } from './read-acs.ts';
import { readZillowSeriesFile, trimSeries, zipOf } from './read-zillow.ts';

describe('padZip', () => {
  it('restores leading zeros that a spreadsheet dropped', () => {
    expect(padZip('2108')).toBe('02108');
    expect(padZip('601')).toBe('00601');
    expect(padZip('78701')).toBe('78701');
    expect(padZip('2108.0')).toBe('02108');
  });
  it('rejects text that cannot be a ZIP', () => {
    expect(padZip('')).toBeNull();
    expect(padZip('123456')).toBeNull();
    expect(padZip('ABCDE')).toBeNull();
  });
});

describe('parseMonthHeader', () => {
  it('reads ISO, Excel M/D/YYYY and MM-DD-YY headers to the same month', () => {
    expect(parseMonthHeader('2023-10-31')).toBe('2023-10');
    expect(parseMonthHeader('10/31/2023')).toBe('2023-10');
    expect(parseMonthHeader('1/31/2015')).toBe('2015-01');
    expect(parseMonthHeader('06-30-25')).toBe('2025-06');
  });
  it('returns null for metadata columns', () => {
    expect(parseMonthHeader('RegionName')).toBeNull();
    expect(parseMonthHeader('13/31/2023')).toBeNull();
  });
});

describe('ACS cells', () => {
  it('turns suppressed and non-applicable symbols into null, never 0', () => {
    for (const symbol of ['-', '(X)', 'N', '**', '***', '']) {
      expect(parseAcsEstimate(symbol)).toEqual({ value: null, qualifier: null });
    }
  });
  it('keeps open-ended medians as bounds', () => {
    expect(parseAcsEstimate('2,000,000+')).toEqual({ value: 2_000_000, qualifier: 'atLeast' });
    expect(parseAcsEstimate('10,000-')).toEqual({ value: 10_000, qualifier: 'atMost' });
    expect(parseAcsEstimate('1,744')).toEqual({ value: 1744, qualifier: null });
  });
  it('reads a controlled estimate margin as 0 and other margin symbols as null', () => {
    expect(parseAcsMoe('*****')).toBe(0);
    expect(parseAcsMoe('**')).toBeNull();
    expect(parseAcsMoe('13')).toBe(13);
  });
  it('reads Tax Foundation percentages', () => {
    expect(parsePercentText('0.2850%')).toBe(0.285);
  });
  it('derives vacant-for-rent units from renters and the rental vacancy rate', () => {
    // 1000 renters at 5% vacancy: 1000 * 5 / 95 = 52.6 -> 53.
    expect(estimateVacantForRent(1000, 5)).toBe(53);
    expect(estimateVacantForRent(null, 5)).toBeNull();
  });
});

describe('CSV and Zillow files', () => {
  it('handles quoted fields with commas, doubled quotes and CRLF', () => {
    expect(parseCsv('a,"b, c","say ""hi"""\r\n1,2,3\r\n')).toEqual([
      ['a', 'b, c', 'say "hi"'],
      ['1', '2', '3'],
    ]);
  });
  it('reads an Excel-saved ZORI file: lost zeros, M/D/YYYY headers, trailing gaps', () => {
    const text = [
      'RegionID,SizeRank,RegionName,RegionType,StateName,State,City,Metro,CountyName,8/31/2023,9/30/2023,10/31/2023',
      '1,5,2108,zip,MA,MA,Boston,"Boston-Cambridge-Newton, MA-NH",Suffolk County,3000.123456,3010,',
    ].join('\n');
    const [row] = readZillowSeriesFile(text, 'test', 25);
    expect(row && zipOf(row)).toBe('02108');
    expect(row?.metro).toBe('Boston-Cambridge-Newton, MA-NH');
    // The empty last month is dropped, so the series ends at the last published value.
    expect(row?.series).toEqual({ start: '2023-08', values: [3000.12, 3010] });
  });
  it('keeps only the last months requested', () => {
    expect(trimSeries('2020-01', [1, 2, 3, null, 5, null], 2)).toEqual({ start: '2020-05', values: [5] });
    expect(trimSeries('2020-01', [null, null], 2)).toBeNull();
  });
  it('deduplicates repeated ZCTA rows by GEO_ID', () => {
    const text = [
      '"GEO_ID","NAME","B25003_001E","B25003_001M","B25003_002E","B25003_002M","B25003_003E","B25003_003M",',
      '"Geography","Geographic Area Name","Total","MOE","Owner","MOE","Renter","MOE",',
      '"860Z200US01001","ZCTA5 01001","100","5","60","4","40","3",',
      '"860Z200US01001","ZCTA5 01001","100","5","60","4","40","3",',
    ].join('\n');
    const tenure = readTenureFile(text, 'test');
    expect(tenure.size).toBe(1);
    expect(tenure.get('01001')).toEqual({ occupied: 100, ownerOccupied: 60, renterOccupied: 40, renterOccupiedMoe: 3 });
  });
});
