import { describe, expect, it } from 'vitest';
import { monthKey, monthStart, nextMonthStart, sumDollars, weekAgo } from './calendar.ts';
import { toAdminUser } from './admin-user.ts';

describe('calendar windows', () => {
  it('the month runs from the first day 00:00 UTC to the next first day', () => {
    const now = new Date('2025-12-31T23:59:59Z');
    expect(monthStart(now).toISOString()).toBe('2025-12-01T00:00:00.000Z');
    expect(nextMonthStart(now).toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(monthKey(now)).toBe('2025-12');
    expect(monthKey(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01');
  });

  it('the week is the last 7 days', () => {
    expect(weekAgo(new Date('2025-03-10T12:00:00Z')).toISOString()).toBe('2025-03-03T12:00:00.000Z');
  });

  it('revenue adds up in cents', () => {
    expect(sumDollars([0.1, 0.2])).toBe(0.3);
    expect(sumDollars([29.99, 49, 99])).toBe(177.99);
    expect(sumDollars([])).toBe(0);
  });
});

describe('admin listing', () => {
  it('a user row has exactly the spec fields, with defaults for parts no event has filled yet', () => {
    const row = toAdminUser({
      _id: 'u1',
      planType: 'trial',
      subscriptionStatus: 'trial',
      planAt: new Date(0),
      usageCount: 2,
      usageAt: new Date(0),
      createdAt: new Date('2025-01-05T00:00:00Z'),
    });
    expect(row).toEqual({
      id: 'u1',
      firstName: '',
      lastName: '',
      email: '',
      planType: 'trial',
      subscriptionStatus: 'trial',
      usageCount: 2,
      createdAt: '2025-01-05T00:00:00.000Z',
      trialEndDate: null,
    });
  });
});
