import { describe, expect, it } from 'vitest';
import { hideZipLevel } from './evaluation/rent-level-error.ts';
import { rentAnchor } from './property-rent-anchor.ts';
import {
  estimatePropertyRentModel,
  estimateZipBedroomRent,
  measuredRentSentence,
  RENT_PARAMS,
  type FactsKey,
  type RentModelParams,
} from './property-rent.ts';
import { fixtureDataset } from './testing/fixture-dataset.ts';

// Hand-computed cases on the fixture: ZIP 78701 has a ZIP ZORI of $2,000 in 2023-10, carried to 2024-10 by the
// Austin metro ZORI (1,500 -> 1,650, ×1.1): $2,200. Its SAFMR is 1,000/1,200/1,500/1,900/2,200 for 0-4 bedrooms,
// carried ×1.1 as well, so the ZIP ZORI scaled to b bedrooms is 2,200 × SAFMR(b) / 1,500 (to the dollar).
const ds = fixtureDataset();

const keys: FactsKey[] = ['b0s0t0', 'b0s0t1', 'b0s1t0', 'b0s1t1', 'b1s0t0', 'b1s0t1', 'b1s1t0', 'b1s1t1'];
const P: RentModelParams = {
  anchor: {
    safmrLogOffset: 0,
    fmrLogOffset: 0,
    zipZoriWeightWithSafmr: 1,
    zipZoriWeightWithFmr: 1,
    areaZoriWeightWithSafmr: 0.5,
    areaZoriWeightWithFmr: 0.5,
  },
  levelGapSigma: { 'zip-zori': 0, safmr: 0.15, area: 0.2 },
  typicalSqft: [400, 700, 1000, 1500, 2200, 3000],
  sizeElasticity: 0.5,
  bathLogStep: 0.1,
  bathClamp: [-1, 1.5],
  bedroomLadderExtra: 0.5,
  typeLog: { house: 0.1, unit: 0, unknown: 0.05 },
  sigma: { ...(Object.fromEntries(keys.map((k) => [k, 0.3])) as Record<FactsKey, number>), b1s1t1: 0.2 },
  sigmaDistance: 0.5,
  cellSigma: 0.08,
  confidence: { high: 0.22, medium: 0.35 },
};
const estimate = (profile: Parameters<typeof estimatePropertyRentModel>[2], p = P) =>
  estimatePropertyRentModel(ds, '78701', profile, p)!;
// No home type given: ×e^0.05 (the unknown-type level).
const UNKNOWN = Math.exp(0.05);

describe('rent anchor', () => {
  it('rests on the ZIP ZORI scaled by the HUD bedroom ratio: 2,200 × 1,900 / 1,500 = $2,787 for 3 bedrooms', () => {
    const a = rentAnchor(ds, '78701', 3, P.anchor)!;
    expect(a.kind).toBe('zip-zori');
    expect(a.point).toBe(2787);
  });
  it('blends the ZIP ZORI with the offset SAFMR on a log scale: exp(0.5 ln 2,200 + 0.5 ln(1,650 × 1.1)) = 2,000.4', () => {
    const a = rentAnchor(ds, '78701', 2, { ...P.anchor, zipZoriWeightWithSafmr: 0.5, safmrLogOffset: Math.log(1.1) })!;
    expect(a.point).toBeCloseTo(Math.sqrt(2200 * 1650 * 1.1), 6);
  });
  it('without a ZIP ZORI blends the city ZORI with the SAFMR and says so: exp(0.5 ln(1,720 × 1.1) + 0.5 ln 1,650)', () => {
    // Austin city ZORI 1,720 in 2024-10, already at the metro's last month, so carried ×1.
    const a = rentAnchor(hideZipLevel(ds, false), '78701', 2, P.anchor)!;
    expect(a.kind).toBe('safmr');
    expect(a.point).toBeCloseTo(Math.sqrt(1720 * 1650), 6);
    expect(a.description).toMatch(/Small Area FMR/);
  });
});

describe('rent adjustments', () => {
  it('steepens the HUD bedroom ladder by the fitted power: 3 bd = 2,787 × (2,787/2,200)^0.5', () => {
    const e = estimate({ bedrooms: 3 });
    expect(e.zipLevel).toBe(2787);
    expect(e.point).toBe(Math.round(2787 * (2787 / 2200) ** 0.5 * UNKNOWN));
  });
  it('adds HUD’s 15% of the 4-bedroom rent per bedroom above four: 6 bd = 3,227 × 1.3 × (3,227/2,200)^0.5', () => {
    expect(estimate({ bedrooms: 6 }).point).toBe(Math.round(3227 * 1.3 * (3227 / 2200) ** 0.5 * UNKNOWN));
  });
  it('scales by living area against the typical size for the bedrooms: 2 bd, 1,440 sq ft vs 1,000 → ×1.2', () => {
    expect(estimate({ bedrooms: 2, livingAreaSqft: 1440 }).point).toBe(Math.round(2200 * 1.2 * UNKNOWN));
  });
  it('without bedrooms compares the size with the 2-bedroom typical size and starts from the typical unit', () => {
    expect(estimate({ livingAreaSqft: 640 }).point).toBe(Math.round(2200 * 0.8 * UNKNOWN));
  });
  it('moves e^0.1 per bathroom off the typical count, within -1 to +1.5', () => {
    expect(estimate({ bedrooms: 2, bathrooms: 2.5 }).point).toBe(Math.round(2200 * Math.exp(0.1) * UNKNOWN));
    expect(estimate({ bedrooms: 2, bathrooms: 5 }).point).toBe(Math.round(2200 * Math.exp(0.15) * UNKNOWN));
    expect(estimate({ bedrooms: 2, bathrooms: 0 }).point).toBe(Math.round(2200 * Math.exp(-0.1) * UNKNOWN));
  });
  it('applies the home type level: a single-family house ×e^0.1, a condo ×1', () => {
    expect(estimate({ bedrooms: 2, propertyType: 'single_family' }).point).toBe(Math.round(2200 * Math.exp(0.1)));
    expect(estimate({ bedrooms: 2, propertyType: 'condo' }).point).toBe(2200);
  });
});

describe('rent range and confidence', () => {
  it('at the typical unit, σ is the scatter for the facts given: 0.2 with everything, range ×e^(±1.2816×0.2)', () => {
    // 2 bd, 1,000 sq ft, 1.5 baths, condo: exactly the typical unit (2,200), distance 0.
    const e = estimate({ bedrooms: 2, bathrooms: 1.5, livingAreaSqft: 1000, propertyType: 'condo' });
    expect(e.point).toBe(2200);
    expect(e.sigma).toBeCloseTo(0.2, 9);
    expect(e.low).toBe(Math.round(2200 * Math.exp(-1.2816 * 0.2)));
    expect(e.high).toBe(Math.round(2200 * Math.exp(1.2816 * 0.2)));
    expect(e.confidence).toBe('high');
  });
  it('widens with the distance from the typical unit: sqrt(0.3² + (0.5 × ln(1.2 e^0.05))²)', () => {
    const e = estimate({ bedrooms: 2, livingAreaSqft: 1440 });
    expect(e.sigma).toBeCloseTo(Math.hypot(0.3, 0.5 * Math.log(1.2 * UNKNOWN)), 6);
  });
  it('adds the level error where the ZIP has no ZORI of its own: sqrt(0.2² + 0.15²) = 0.25, and says so', () => {
    const e = estimatePropertyRentModel(
      hideZipLevel(ds, false),
      '78701',
      { bedrooms: 2, bathrooms: 1.5, livingAreaSqft: 1000, propertyType: 'condo' },
      P,
    )!;
    expect(e.sigma).toBeCloseTo(0.25, 9);
    expect(e.confidence).toBe('medium');
    expect(e.method).toMatch(/anchor: safmr/);
  });
  it('gives a (ZIP, bedrooms) median its own narrower range: σ = cellSigma 0.08 on a ZIP ZORI', () => {
    const cell = estimateZipBedroomRent(ds, '78701', 2, P)!;
    expect(cell.sigma).toBeCloseTo(0.08, 9);
    expect(cell.sigma).toBeLessThan(estimate({ bedrooms: 2 }).sigma);
  });
  it('with the fitted parameters, a ZIP without its own ZORI gets a wider range than with it', () => {
    const own = estimatePropertyRentModel(ds, '78701', { bedrooms: 2 }, RENT_PARAMS)!;
    const hidden = estimatePropertyRentModel(hideZipLevel(ds, false), '78701', { bedrooms: 2 }, RENT_PARAMS)!;
    const bare = estimatePropertyRentModel(hideZipLevel(ds, true), '78701', { bedrooms: 2 }, RENT_PARAMS);
    expect(hidden.sigma).toBeGreaterThan(own.sigma);
    expect(RENT_PARAMS.levelGapSigma.area).toBeGreaterThan(0);
    // 78701's county has no FMR in the fixture, so without ZIP ZORI and SAFMR only the city ZORI is left.
    expect(bare?.sigma ?? Infinity).toBeGreaterThan(own.sigma);
  });
});

describe('what was measured, in plain words', () => {
  it('quotes the share within 10%, the listings, the median error and the range held out of 10', () => {
    expect(measuredRentSentence({ n: 2270, mdape: 17.64, within10: 31.9, coverage80: 77.9 })).toBe(
      'Our rent estimates for homes like this were within 10% of the listing rent for 32% of 2,270 listings in our test ZIP codes (Austin rentals the model was not fitted on; median error 17.6%); this range holds 8 of 10.',
    );
    expect(measuredRentSentence({ n: 0, mdape: 0, within10: 0, coverage80: 0 })).toBe('');
  });
  it('is in the method text of an estimate with the fitted parameters, not with test parameters', () => {
    expect(estimatePropertyRentModel(ds, '78701', { bedrooms: 2 }, RENT_PARAMS)!.method).toMatch(
      /this range holds \d+ of 10\.$/,
    );
    expect(estimate({ bedrooms: 2 }).method).not.toMatch(/Our rent estimates/);
  });
});
