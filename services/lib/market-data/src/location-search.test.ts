import { describe, expect, it } from 'vitest';
import { boundedEditDistance, closestNames } from './edit-distance.ts';
import { stateSuggestions } from './location-candidates.ts';
import { bareState, resolveLocation } from './resolve-location.ts';
import { stateByAbbr } from './state-codes.ts';
import { rentalFixtureDataset } from './testing/rental-fixture-dataset.ts';

const ds = rentalFixtureDataset();

describe('edit distance', () => {
  it('counts insertions, deletions, substitutions and a swap of neighbours as one typo each', () => {
    expect(boundedEditDistance('austn', 'austin', 2)).toBe(1);
    expect(boundedEditDistance('pheonix', 'phoenix', 2)).toBe(1);
    expect(boundedEditDistance('chicgo', 'chicago', 2)).toBe(1);
    expect(boundedEditDistance('austin', 'boston', 5)).toBe(3);
  });
  it('gives up past the bound and allows no typo in very short names', () => {
    expect(boundedEditDistance('abcdefgh', 'zyxwvuts', 2)).toBe(3);
    expect(closestNames('nyx', ['nyc'])).toEqual([]);
    expect(closestNames('sprngfield', ['springfield', 'austin'])).toEqual([{ name: 'springfield', distance: 1 }]);
  });
});

describe('location search', () => {
  it('reads common nicknames as the place people mean', () => {
    expect(resolveLocation(ds, 'NYC')).toMatchObject({
      kind: 'city',
      city: 'New York',
      state: 'NY',
      matchedBy: 'nickname',
    });
    expect(resolveLocation(ds, 'nyc')?.note).toBe('"nyc" is read as New York, NY.');
    expect(resolveLocation(ds, 'Philly')).toMatchObject({ kind: 'city', city: 'Philadelphia', state: 'PA' });
    expect(resolveLocation(ds, 'Philly, PA')).toMatchObject({ kind: 'city', city: 'Philadelphia' });
  });
  it('"Manhattan" is New York County, NY by size, with Manhattan, KS offered as a candidate with its households', () => {
    const r = resolveLocation(ds, 'Manhattan');
    expect(r).toMatchObject({
      kind: 'county',
      countyFips: '36061',
      displayName: 'New York County, NY',
      population: 1_645_867,
      households: 778_000,
    });
    expect(r?.alternatives[0]).toMatchObject({
      kind: 'city',
      displayName: 'Manhattan, KS',
      query: 'Manhattan, KS',
      households: 20_000,
      population: null,
    });
    expect(r?.note).toMatch(/larger by households/);
  });
  it('an explicit state overrides a nickname', () => {
    expect(resolveLocation(ds, 'Manhattan, KS')).toMatchObject({ kind: 'city', state: 'KS', matchedBy: 'name' });
  });
  it('corrects a small misspelling to the closest name, within the state when one is given', () => {
    expect(resolveLocation(ds, 'Austn, TX')).toMatchObject({ kind: 'city', city: 'Austin', matchedBy: 'spelling' });
    expect(resolveLocation(ds, 'Philadelpia')).toMatchObject({ city: 'Philadelphia', matchedBy: 'spelling' });
    expect(resolveLocation(ds, 'Austn, TX')?.note).toMatch(/closest spelling, Austin, TX/);
    expect(resolveLocation(ds, 'Austn, IL')).toBeNull();
  });
  it('lists every candidate of an ambiguous name with the text that selects it', () => {
    const r = resolveLocation(ds, 'Springfield');
    expect(r?.alternatives.map((a) => a.query)).toEqual(['Springfield, MA', 'Springfield, IL']);
  });
  it('a bare state resolves to nothing, and its largest metro areas are suggested', () => {
    expect(resolveLocation(ds, 'Texas')).toBeNull();
    expect(bareState('tx')?.abbr).toBe('TX');
    expect(bareState('DC')).toBeNull(); // a nickname for Washington, DC, not the state-equivalent
    const tx = stateByAbbr('TX');
    expect(tx && stateSuggestions(ds, tx).map((s) => s.query)).toEqual(['Austin, TX metro']);
  });
  it('gives metro candidates a population summed from their counties', () => {
    const r = resolveLocation(ds, 'Austin metro');
    expect(r).toMatchObject({ kind: 'metro', population: 1_334_961 });
  });
});
