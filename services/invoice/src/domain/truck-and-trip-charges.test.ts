/** Hand-written charge names: a truck charge is a trip charge, a truck load is the volume hauled. */
import { describe, expect, it } from 'vitest';
import { classifyCharge } from './classify-charge.ts';

const classifiesAs = (description: string, kind: string) => {
  expect(classifyCharge(description)).toBe(kind);
};

describe('truck charges and truck loads', () => {
  it.each([
    ['Truck charge', 'tripCharge'],
    ['Truck fee - 2nd visit', 'tripCharge'],
    ['Service call', 'tripCharge'],
  ])('reads a truck fee or charge as a trip charge: "%s" is %s', classifiesAs);

  it.each([
    ['Full truck load, garage cleanout', 'other'],
    ['1/4 truckload (approx. 4 cu yd)', 'other'],
  ])('does not read a load hauled by the truck as a trip charge: "%s" is %s', classifiesAs);
});
