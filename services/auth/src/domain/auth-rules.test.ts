import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address.ts';
import { nextStep, secondsUntil } from './fixed-window.ts';
import { effectiveRole, parseAdminEmails } from './roles.ts';

describe('client address key', () => {
  it('counts IPv4 addresses whole, also when written IPv4-mapped', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts IPv6 addresses by their /64 prefix, however they are written', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('fixed window', () => {
  const ends = new Date(100_000);
  it('after an increment that met a document it could not raise: restarts an ended window, refuses a full one, retries otherwise', () => {
    expect(nextStep(null, 5, 60_000, 50_000)).toEqual({ kind: 'retry' });
    expect(nextStep({ count: 5, windowEndsAt: ends }, 5, 60_000, 100_000)).toEqual({ kind: 'restart', endedAt: ends });
    expect(nextStep({ count: 5, windowEndsAt: ends }, 5, 60_000, 40_500)).toEqual({
      kind: 'refuse',
      retryAfterSeconds: 60,
    });
    expect(nextStep({ count: 7, windowEndsAt: ends }, 5, 60_000, 99_999)).toEqual({
      kind: 'refuse',
      retryAfterSeconds: 1,
    });
    expect(nextStep({ count: 4, windowEndsAt: ends }, 5, 60_000, 50_000)).toEqual({ kind: 'retry' });
    // A window started by a request whose clock was read after this one's never asks for more than a window's wait.
    expect(nextStep({ count: 5, windowEndsAt: ends }, 5, 60_000, 39_990)).toEqual({
      kind: 'refuse',
      retryAfterSeconds: 60,
    });
  });

  it('answers Retry-After in whole seconds, rounded up and never 0', () => {
    const endsAt = new Date(60_000);
    expect(secondsUntil(endsAt, 0)).toBe(60);
    expect(secondsUntil(endsAt, 58_001)).toBe(2);
    expect(secondsUntil(endsAt, 59_999)).toBe(1);
    expect(secondsUntil(endsAt, 60_000)).toBe(1);
  });
});

describe('roles', () => {
  it('an email listed in ADMIN_EMAILS is an admin whatever its case', () => {
    const admins = parseAdminEmails(' Boss@Example.com, ops@example.com ,');
    expect(effectiveRole('boss@example.com', 'user', admins)).toBe('admin');
    expect(effectiveRole('someone@example.com', 'user', admins)).toBe('user');
    expect(effectiveRole('someone@example.com', 'admin', admins)).toBe('admin');
  });
});
