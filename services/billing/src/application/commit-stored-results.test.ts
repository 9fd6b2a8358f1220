import { describe, expect, it } from 'vitest';
import { createEvent } from '@realty/service-kit';
import { unitOfResult } from './commit-stored-results.ts';

const analysis = (data: { analysisId: string; bulk: boolean; unitId?: string }) =>
  createEvent('analysis.completed', {
    producer: 'analysis',
    userId: 'u1',
    data: { address: '1 Main St', zipCode: '60614', estimatedValue: 1, monthlyRent: 1, ...data },
  });

describe('unitOfResult', () => {
  it('takes the unit a result event names', () => {
    expect(unitOfResult(analysis({ analysisId: 'job-3', bulk: true, unitId: 'job:3' }))).toBe('job:3');
    const audit = createEvent('invoice.audited', {
      producer: 'invoice',
      userId: 'u1',
      data: { auditId: 'a1', issuesFound: 0, flaggedItems: 0, verifiedItems: 0, totalImpact: 0, unitId: 'a1' },
    });
    expect(unitOfResult(audit)).toBe('a1');
  });

  it('reads older events without a unit: a single analysis or an audit used its own id; a bulk row cannot be told', () => {
    expect(unitOfResult(analysis({ analysisId: 'a2', bulk: false }))).toBe('a2');
    expect(unitOfResult(analysis({ analysisId: 'job-3', bulk: true }))).toBeNull();
    expect(
      unitOfResult(
        createEvent('invoice.audited', {
          producer: 'invoice',
          userId: 'u1',
          data: { auditId: 'a3', issuesFound: 0, flaggedItems: 0, verifiedItems: 0, totalImpact: 0 },
        }),
      ),
    ).toBe('a3');
  });
});
