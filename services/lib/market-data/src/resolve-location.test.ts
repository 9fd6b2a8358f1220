import { describe, expect, it } from 'vitest';
import { resolveLocation } from './resolve-location.ts';
import { fixtureDataset } from './testing/fixture-dataset.ts';

const ds = fixtureDataset();

describe('resolveLocation', () => {
  it('resolves a 5-digit ZIP, a ZIP+4 and a ZIP at the end of an address', () => {
    expect(resolveLocation(ds, '78701')).toMatchObject({
      kind: 'zip',
      zip: '78701',
      displayName: '78701 (Austin, TX)',
    });
    expect(resolveLocation(ds, '78701-1234')).toMatchObject({ kind: 'zip', zip: '78701' });
    expect(resolveLocation(ds, '100 Congress Ave, Austin, TX 78701')).toMatchObject({ kind: 'zip', zip: '78701' });
  });
  it('resolves "City, ST", "City, State" and "City ST" in any case and spacing', () => {
    for (const text of ['Austin, TX', 'austin,  texas', 'AUSTIN tx', ' Austin TX ']) {
      expect(resolveLocation(ds, text)).toMatchObject({
        kind: 'city',
        city: 'Austin',
        state: 'TX',
        countyFips: '48453',
      });
    }
  });
  it('treats "St." and "Saint" alike', () => {
    expect(resolveLocation(ds, 'St. Louis, MO')).toMatchObject({ kind: 'city', city: 'Saint Louis' });
  });
  it('resolves counties by name with a state abbreviation or full name', () => {
    expect(resolveLocation(ds, 'Cook County, IL')).toMatchObject({ kind: 'county', countyFips: '17031' });
    expect(resolveLocation(ds, 'Travis County, Texas')).toMatchObject({ kind: 'county', countyFips: '48453' });
    expect(resolveLocation(ds, 'St. Louis County, MO')).toMatchObject({ kind: 'county', countyFips: '29189' });
  });
  it('resolves metro names by leading principal cities or a metro suffix', () => {
    expect(resolveLocation(ds, 'Austin-Round Rock')).toMatchObject({
      kind: 'metro',
      metro: 'Austin, TX',
      cbsa: '12420',
    });
    expect(resolveLocation(ds, 'Chicago metro')).toMatchObject({ kind: 'metro', metro: 'Chicago, IL' });
  });
  it('when a city name is ambiguous, picks the largest by Zillow size rank and reports the others', () => {
    const r = resolveLocation(ds, 'Springfield');
    expect(r).toMatchObject({ kind: 'city', state: 'MO' });
    expect(r?.alternatives.map((a) => a.key)).toEqual(['springfield|MA', 'springfield|IL']);
    expect(r?.note).toMatch(/3 places/);
  });
  it('an explicit state removes the ambiguity', () => {
    const r = resolveLocation(ds, 'Springfield, IL');
    expect(r).toMatchObject({ kind: 'city', state: 'IL', alternatives: [], note: null });
  });
  it('returns null for nonsense, unknown ZIPs, bare states and empty text', () => {
    expect(resolveLocation(ds, 'asdfqwer')).toBeNull();
    expect(resolveLocation(ds, '99999')).toBeNull();
    expect(resolveLocation(ds, 'Texas')).toBeNull();
    expect(resolveLocation(ds, ' ')).toBeNull();
  });
});
