import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { VALUE_PARAMS } from '../../services/lib/market-data/src/fitted/value-params.ts';
import { paramsHash, renderValueParams } from './value.ts';

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
