import { describe, expect, it } from 'vitest';
import { LoginRateLimiter } from './rate-limiter.ts';
import { effectiveRole, parseAdminEmails } from './roles.ts';

describe('login rate limiter', () => {
  it('blocks a key after the allowed number of failures and frees it when the window ends', () => {
    const limiter = new LoginRateLimiter(3, 1000);
    for (let i = 0; i < 3; i++) limiter.recordFailure('a', 0);
    expect(limiter.isBlocked('a', 10)).toBe(true);
    expect(limiter.isBlocked('b', 10)).toBe(false);
    expect(limiter.isBlocked('a', 1000)).toBe(false);
  });

  it('a success resets the count', () => {
    const limiter = new LoginRateLimiter(2, 1000);
    limiter.recordFailure('a', 0);
    limiter.reset('a');
    limiter.recordFailure('a', 1);
    expect(limiter.isBlocked('a', 2)).toBe(false);
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
