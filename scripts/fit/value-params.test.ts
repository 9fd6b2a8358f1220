import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { VALUE_PARAMS } from '../../services/lib/market-data/src/fitted/value-params.ts';
import type { ValueListing } from '../../services/lib/market-data/src/evaluation/value-listings.ts';
import { paramsHash, renderValueParams, stateFolds } from './value.ts';

// The cheap half of the CI check (the full re-fit runs in scripts/test.sh when the listings are present).
describe('committed value parameters', () => {
  it('match their recorded hash, so no coefficient was edited by hand', () => {
    expect(paramsHash(VALUE_PARAMS)).toBe(VALUE_PARAMS.provenance.paramsSha256);
  });
  it('are exactly what the fit script renders for them', () => {
    const text = readFileSync(
      new URL('../../services/lib/market-data/src/fitted/value-params.ts', import.meta.url),
      'utf8',
    );
    expect(text).toBe(renderValueParams(VALUE_PARAMS));
  });
  it('were measured on report states the fit never saw', () => {
    const { tuneRegions, reportRegions } = VALUE_PARAMS.provenance;
    expect(tuneRegions.filter((r) => reportRegions.includes(r))).toEqual([]);
    expect(VALUE_PARAMS.models['size+rooms'].report.all?.n).toBeGreaterThan(1000);
  });
});

describe('state folds for cross-validation', () => {
  it('deal whole states, largest first, each to the fold with the fewest listings so far', () => {
    const counts = { A: 5, B: 4, C: 3, D: 2, E: 1 };
    const rows = Object.entries(counts).flatMap(([region, n]) =>
      Array.from({ length: n }, () => ({ region }) as ValueListing),
    );
    // A (5) to fold 0; B (4) to fold 1; C (3) to fold 1 (4 < 5); D (2) to fold 0 (5 < 7); E (1) to fold 0 (tie
    // at 7: the lower fold).
    expect(stateFolds(rows, 2).map((f) => [...f].sort())).toEqual([
      ['A', 'D', 'E'],
      ['B', 'C'],
    ]);
  });
});
