import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address.ts';
import { fixedWindow, secondsUntil } from './fixed-window.ts';
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
  it('names one counter per key and clock-aligned window: the same id within a window, a new one after it', () => {
    const hour = 3_600_000;
    const a = fixedWindow('signup|1.2.3.4', 10 * hour + 5, hour);
    expect(fixedWindow('signup|1.2.3.4', 11 * hour - 1, hour)).toEqual(a);
    expect(a.endsAt.getTime()).toBe(11 * hour);
    expect(fixedWindow('signup|1.2.3.4', 11 * hour, hour).id).not.toBe(a.id);
    expect(fixedWindow('signup|5.6.7.8', 10 * hour, hour).id).not.toBe(a.id);
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
