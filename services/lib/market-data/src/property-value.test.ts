import { describe, expect, it } from 'vitest';
import { indexDataset } from './dataset.ts';
import type { FactSetModel, ValueParams } from './fitted/value-params-types.ts';
import { estimateValueWith } from './property-value.ts';
import { fixtureSerialized } from './testing/fixture-dataset.ts';
import { factSet, spreadFeatures, valueFeatures, type ValueInputs } from './value-model.ts';

// Hand-computed cases for the fitted value model's mechanics, with round made-up coefficients (not the
// committed fit): the fixture ZIP 78701 has a ZHVI of $610,000 (2025-06), a metro median listing of 2,000 sq ft
// and 600 of 1,000 homes rented (renter share 0.6, 0.25 above the 0.35 reference).

function dataset() {
  const ds = fixtureSerialized();
  const listing = {
    month: '2025-07',
    name: 'Austin-Round Rock-San Marcos, TX',
    medianDaysOnMarket: 60,
    activeListings: 1,
    activeListingsChangeMonth: null,
    activeListingsChangeYear: null,
    medianListPrice: 500_000,
    medianListPricePerSqft: 250,
    medianSquareFeet: 2000,
    yearOverYearCaveat: false,
  };
  (ds as unknown as { rental: unknown }).rental = {
    realtorMetro: { '12420': listing },
    realtorCounty: {},
    zoriMetroSfr: {},
    zoriMetroMfr: {},
    countyPopulation: {},
  };
  return indexDataset(ds);
}

const figures = { n: 1, mdape: 10, medianBiasPct: 0, within10Pct: 50, within20Pct: 80, coverage80Pct: 80 };
const model: FactSetModel = {
  coef: {
    const: 0.1,
    renterShare: 0.2,
    noCountyListings: -0.05,
    size: 0.5,
    beds: -0.02,
    baths: 0.1,
    condo: -0.3,
    condoXRenter: 0.2,
    age: -0.2,
  },
  spread: { const: Math.log(0.1), farSize: 0.5 },
  spreadScale: 1.5,
  tune: figures,
  report: {
    high: figures,
    medium: { ...figures, n: 4618, within10Pct: 41.6, coverage80Pct: 76.9, mdape: 18.64 },
    low: figures,
    all: figures,
  },
};
const params: ValueParams = {
  models: { 'size+rooms': model, size: model, rooms: model, none: model },
  confidence: { high: 0.16, medium: 0.3 },
  minHalfWidth: 0.05,
  provenance: {
    script: '',
    data: 'test listings',
    listingsSha256: '',
    files: 0,
    dataset: '',
    split: '',
    tuneRegions: ['AA'],
    reportRegions: ['BB', 'CC'],
    method: '',
    paramsSha256: '',
  },
};

const inputs: ValueInputs = {
  zipLevel: 610_000,
  zipBasis: 'zip-zhvi',
  typicalSqft: 2000,
  pricePerSqft: null,
  renterShare: 0.6,
  tierSpread: 1.2,
  asOfYear: 2025,
  sqft: 3000,
  beds: 3,
  baths: 3,
  propertyType: 'condo',
  yearBuilt: 1975,
};

describe('value model features', () => {
  it('names the fact set by what is given', () => {
    expect(factSet(inputs)).toBe('size+rooms');
    expect(factSet({ sqft: 3000, beds: null, baths: null })).toBe('size');
    expect(factSet({ sqft: null, beds: 2, baths: null })).toBe('rooms');
    expect(factSet({ sqft: null, beds: null, baths: null })).toBe('none');
  });
  it('centres each fact on the typical home: size ln(3000/2000) = 0.405465, 3 baths = +1, age 50 years = 1.0', () => {
    const f = valueFeatures(inputs);
    expect(f.size).toBeCloseTo(0.405465, 6);
    expect(f.sizeSq).toBeCloseTo(0.164402, 6);
    expect(f.priceLevel).toBeCloseTo(Math.log(610 / 350), 9);
    expect(f.beds).toBe(0);
    expect(f.baths).toBe(1);
    expect(f.condo).toBe(1);
    expect(f.condoXRenter).toBeCloseTo(0.25, 9);
    expect(f.age).toBe(1);
    expect(f.ageSq).toBe(1);
    expect(f.noCountyListings).toBe(1);
    expect(f.newBuild).toBeUndefined();
  });
  it('gives size a cubic term and the home type its own size slope: 0.405465³ = 0.066659; condo × size = 0.405465', () => {
    const f = valueFeatures(inputs);
    expect(f.sizeCube).toBeCloseTo(0.066659, 6);
    expect(f.condoXSize).toBeCloseTo(0.405465, 6);
    expect(f.townhouseXSize).toBeUndefined();
    const t = valueFeatures({ ...inputs, propertyType: 'townhouse', sqft: 1000 });
    expect(t.townhouseXSize).toBeCloseTo(Math.log(0.5), 9);
    expect(t.condoXSize).toBeUndefined();
  });
  it('squares the rooms off the typical home: 5 beds = +2 → 4, 1 bath = −1 → 1; none at the typical count', () => {
    const f = valueFeatures({ ...inputs, beds: 5, baths: 1 });
    expect(f.bedsSq).toBe(4);
    expect(f.bathsSq).toBe(1);
    expect(valueFeatures(inputs).bedsSq).toBeUndefined();
  });
  it('leaves out the living area in the rooms-only set and flags an unknown year', () => {
    const f = valueFeatures({ ...inputs, sqft: null, yearBuilt: null });
    expect(f.size).toBeUndefined();
    expect(f.ageUnknown).toBe(1);
  });
  it('measures how far the home is from the typical one for the range', () => {
    const s = spreadFeatures(inputs);
    expect(s.farSize).toBeCloseTo(0.405465, 6);
    expect(s.condo).toBe(1);
    expect(s.townhouse).toBe(0);
    expect(s.renterShare).toBeCloseTo(0.25, 9);
  });
  it('splits the price level for the range: $610,000 is dear by ln(610/350) = 0.555526; $175,000 cheap by ln 2', () => {
    expect(spreadFeatures(inputs).dearZip).toBeCloseTo(0.555526, 6);
    expect(spreadFeatures(inputs).cheapZip).toBe(0);
    const cheap = spreadFeatures({ ...inputs, zipLevel: 175_000 });
    expect(cheap.cheapZip).toBeCloseTo(Math.log(2), 9);
    expect(cheap.dearZip).toBe(0);
  });
  it("reads the metro's tier spread against the reference 1: 1.2 → +0.2; unknown → 0", () => {
    expect(spreadFeatures(inputs).tierSpread).toBeCloseTo(0.2, 9);
    expect(spreadFeatures({ ...inputs, tierSpread: null }).tierSpread).toBe(0);
  });
});

describe('estimateValueWith (made-up coefficients)', () => {
  const ds = dataset();
  const estimate = estimateValueWith(params);
  const profile = {
    livingAreaSqft: 3000,
    bedrooms: 3,
    bathrooms: 3,
    propertyType: 'condo' as const,
    yearBuilt: 1975,
  };

  it('adds the terms on a log scale: 0.1 + 0.05 - 0.05 + 0.202733 + 0.1 - 0.3 + 0.05 - 0.2 = -0.047267 → $610,000 × 0.953832 = $581,838 → $582,000', () => {
    expect(estimate(ds, '78701', profile)?.point).toBe(582_000);
  });
  it('lists one factor per fact: market e^0.1, living area 1.5^0.5, bathrooms e^0.1, condo e^-0.25, age e^-0.2', () => {
    const e = estimate(ds, '78701', profile)!;
    const f = Object.fromEntries(e.adjustments.map((a) => [a.name, a.factor]));
    expect(f.market).toBeCloseTo(1.105171, 5);
    expect(f['living area']).toBeCloseTo(1.224745, 5);
    expect(f.bathrooms).toBeCloseTo(1.105171, 5);
    expect(f['home type']).toBeCloseTo(0.778801, 5);
    expect(f.age).toBeCloseTo(0.818731, 5);
    expect(f.bedrooms).toBeUndefined();
  });
  it('sets the range from the predicted scatter: 1.5 × 0.1 × e^(0.5 × 0.405465) = 0.183712 → $484,000 to $699,000, medium confidence', () => {
    const e = estimate(ds, '78701', profile)!;
    expect(e.low).toBe(484_000);
    expect(e.high).toBe(699_000);
    expect(e.confidence).toBe('medium');
  });
  it('gives the typical-size home the narrowest range: 1.5 × 0.1 = 0.15 (under 0.16) → high confidence', () => {
    const e = estimate(ds, '78701', { ...profile, livingAreaSqft: 2000 })!;
    expect(Math.log(e.high / e.low) / 2).toBeCloseTo(0.15, 2);
    expect(e.confidence).toBe('high');
  });
  it('widens the range in a dear ZIP: 0.15 × e^(0.202733 + 1 × 0.555526) = 0.320183 → low confidence', () => {
    const dear = { ...model, spread: { ...model.spread, dearZip: 1 } };
    const e = estimateValueWith({ ...params, models: { ...params.models, 'size+rooms': dear } })(ds, '78701', profile)!;
    expect(Math.log(e.high / e.low) / 2).toBeCloseTo(0.320183, 2);
    expect(e.confidence).toBe('low');
  });
  it('says what was measured for homes like this: the medium-grade report figures, 41.6% → 42%, coverage 76.9% → 8 of 10', () => {
    const e = estimate(ds, '78701', profile)!;
    expect(e.method).toContain(
      'Our value estimates for homes like this were within 10% of the asking price for 42% of 4,618 listings in our test regions (2 states the model was not fitted on; median error 18.6%); this range holds 8 of 10.',
    );
  });
  it('returns null for a ZIP without a value level', () => {
    expect(estimate(ds, '00000', profile)).toBeNull();
  });
});
