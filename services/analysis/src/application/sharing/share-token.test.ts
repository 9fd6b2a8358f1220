import { describe, expect, it } from 'vitest';
import {
  hashShareToken,
  isShareTokenShape,
  newShareToken,
  shareLinkExpiry,
  shareLinkIsLive,
  shareLinkPath,
} from './share-token.ts';

describe('share tokens', () => {
  it('are 32 random bytes in base64url, stored only as their SHA-256', () => {
    const a = newShareToken();
    const b = newShareToken();
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a.token, 'base64url')).toHaveLength(32);
    expect(a.token).not.toBe(b.token);
    expect(a.hash).toBe(hashShareToken(a.token));
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.hash).not.toContain(a.token);
    expect(shareLinkPath(a.token)).toBe(`/shared/${a.token}`);
  });

  it('refuse anything not shaped like a token before any lookup', () => {
    expect(isShareTokenShape(newShareToken().token)).toBe(true);
    for (const bad of ['', 'abc', `${'a'.repeat(43)}=`, 'a'.repeat(44), '../'.repeat(15), `${'a'.repeat(42)}.`])
      expect(isShareTokenShape(bad)).toBe(false);
  });

  it('work for 30 days unless revoked', () => {
    const made = new Date('2026-01-01T00:00:00Z');
    const expiresAt = shareLinkExpiry(made);
    expect(expiresAt.toISOString()).toBe('2026-01-31T00:00:00.000Z');
    expect(shareLinkIsLive({ expiresAt, revokedAt: null }, new Date('2026-01-30T23:59:59Z'))).toBe(true);
    expect(shareLinkIsLive({ expiresAt, revokedAt: null }, expiresAt)).toBe(false);
    expect(
      shareLinkIsLive({ expiresAt, revokedAt: new Date('2026-01-02T00:00:00Z') }, new Date('2026-01-03T00:00:00Z')),
    ).toBe(false);
  });
});
