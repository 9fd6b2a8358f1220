/** Hand-written charge names: a truck charge is a trip charge, a truck load is the volume hauled. */
import { describe, expect, it } from 'vitest';
import { classifyCharge } from './classify-charge.ts';

describe('truck charges and truck loads', () => {
  it('reads a truck fee or charge as a trip charge', () => {
    expect(classifyCharge('Truck charge')).toBe('tripCharge');
    expect(classifyCharge('Truck fee - 2nd visit')).toBe('tripCharge');
    expect(classifyCharge('Service call')).toBe('tripCharge');
  });

  it('does not read a load hauled by the truck as a trip charge', () => {
    expect(classifyCharge('Full truck load, garage cleanout')).toBe('other');
    expect(classifyCharge('1/4 truckload (approx. 4 cu yd)')).toBe('other');
  });
});
