import { describe, expect, it } from 'vitest';
import { parseCsvRows } from './csv-rows.ts';

describe('bulk CSV deal columns', () => {
  it('reads price, rent, beds, baths, sqft and type under their common spellings', () => {
    const csv =
      'Address,ZIP Code,Price,Rent,Beds,Baths,SqFt,Property Type\n1 Main St,78704,"$350,000",2100,3,2.5,1650,single family\n2 Main St,78704,,,,,,\n';
    const { rows, errors } = parseCsvRows(csv);
    expect(errors).toEqual([]);
    expect(rows[0]?.deal).toEqual({
      purchasePrice: 350_000,
      monthlyRent: 2100,
      bedrooms: 3,
      bathrooms: 2.5,
      livingAreaSqft: 1650,
      propertyType: 'single_family',
    });
    expect(rows[1]?.deal).toBeUndefined();
  });
  it('passes a non-number on as text so validation names the field', () => {
    const { rows } = parseCsvRows('address,zip,beds\n1 Main St,78704,three\n');
    expect(rows[0]?.deal).toEqual({ bedrooms: 'three' });
  });
});
