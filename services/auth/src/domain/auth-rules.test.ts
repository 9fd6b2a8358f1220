import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address.ts';
import { registrationWindow } from './registration-window.ts';
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

describe('registration window', () => {
  it('gives one slot per allowed sign-up, the same ids within a window and new ones after it', () => {
    const hour = 3_600_000;
    const a = registrationWindow('1.2.3.4', 10 * hour + 5, hour, 5);
    expect(a.slotIds).toHaveLength(5);
    expect(new Set(a.slotIds).size).toBe(5);
    expect(registrationWindow('1.2.3.4', 11 * hour - 1, hour, 5).slotIds).toEqual(a.slotIds);
    expect(a.endsAt.getTime()).toBe(11 * hour);
    expect(registrationWindow('1.2.3.4', 11 * hour, hour, 5).slotIds[0]).not.toBe(a.slotIds[0]);
    expect(registrationWindow('5.6.7.8', 10 * hour, hour, 5).slotIds[0]).not.toBe(a.slotIds[0]);
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
