import { describe, expect, it } from 'vitest';
import { addMonthsClamped, currentPeriodStart, rolledPeriodStart } from './usage-period.ts';

const d = (iso: string) => new Date(iso);

describe('monthly anniversaries', () => {
  it('clamps the day to the end of a shorter month', () => {
    expect(addMonthsClamped(d('2025-01-31T10:00:00Z'), 1).toISOString()).toBe('2025-02-28T10:00:00.000Z');
    expect(addMonthsClamped(d('2024-01-31T10:00:00Z'), 1).toISOString()).toBe('2024-02-29T10:00:00.000Z');
    expect(addMonthsClamped(d('2025-11-15T00:00:00Z'), 3).toISOString()).toBe('2026-02-15T00:00:00.000Z');
  });

  it('a period after a clamped February returns to the anchor day', () => {
    const anchor = d('2025-01-31T10:00:00Z');
    expect(currentPeriodStart(anchor, d('2025-03-05T00:00:00Z')).toISOString()).toBe('2025-02-28T10:00:00.000Z');
    expect(currentPeriodStart(anchor, d('2025-03-31T10:00:00Z')).toISOString()).toBe('2025-03-31T10:00:00.000Z');
  });

  it('the period containing now starts at the latest anniversary not after now', () => {
    const anchor = d('2025-01-15T12:00:00Z');
    expect(currentPeriodStart(anchor, d('2025-01-20T00:00:00Z'))).toEqual(anchor);
    expect(currentPeriodStart(anchor, d('2025-02-15T11:59:59Z'))).toEqual(anchor);
    expect(currentPeriodStart(anchor, d('2025-02-15T12:00:00Z')).toISOString()).toBe('2025-02-15T12:00:00.000Z');
    expect(currentPeriodStart(anchor, d('2026-01-16T00:00:00Z')).toISOString()).toBe('2026-01-15T12:00:00.000Z');
  });

  it('a clock before the anchor stays in the first period', () => {
    const anchor = d('2025-01-15T12:00:00Z');
    expect(currentPeriodStart(anchor, d('2025-01-01T00:00:00Z'))).toEqual(anchor);
  });
});

describe('period roll-over', () => {
  const anchor = d('2025-01-15T12:00:00Z');

  it('a paid plan rolls over once the next anniversary has passed', () => {
    const rolled = rolledPeriodStart(
      { planType: 'basic', periodStart: anchor, periodAnchor: anchor },
      d('2025-02-16T00:00:00Z'),
    );
    expect(rolled?.toISOString()).toBe('2025-02-15T12:00:00.000Z');
  });

  it('a paid plan inside its period does not roll', () => {
    expect(
      rolledPeriodStart({ planType: 'pro', periodStart: anchor, periodAnchor: anchor }, d('2025-02-10T00:00:00Z')),
    ).toBeNull();
  });

  it('several missed months roll straight to the current period', () => {
    const rolled = rolledPeriodStart(
      { planType: 'enterprise', periodStart: anchor, periodAnchor: anchor },
      d('2025-06-01T00:00:00Z'),
    );
    expect(rolled?.toISOString()).toBe('2025-05-15T12:00:00.000Z');
  });

  it('a period already rolled is not rolled again', () => {
    const periodStart = d('2025-02-15T12:00:00Z');
    expect(
      rolledPeriodStart({ planType: 'basic', periodStart, periodAnchor: anchor }, d('2025-02-20T00:00:00Z')),
    ).toBeNull();
  });

  it('the trial is a single period and never rolls', () => {
    expect(
      rolledPeriodStart({ planType: 'trial', periodStart: anchor, periodAnchor: anchor }, d('2026-01-01T00:00:00Z')),
    ).toBeNull();
  });
});
