import jwt from 'jsonwebtoken';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JWT_ALGORITHM, JWT_AUDIENCE, JWT_ISSUER, signToken, verifyToken } from './auth.ts';

const SECRET = 's'.repeat(64);

describe('verifyToken', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the same claims on a second check of the same token, and nothing for another secret', () => {
    const token = signToken({ sub: 'u1', email: 'a@example.com', role: 'user', ver: 2 }, SECRET);
    const first = verifyToken(token, SECRET);
    expect(first).toMatchObject({ sub: 'u1', email: 'a@example.com', role: 'user', ver: 2 });
    expect(verifyToken(token, SECRET)).toEqual(first);
    expect(verifyToken(token, 'x'.repeat(64))).toBeNull();
  });

  it('refuses a remembered token once it has expired', () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    const token = jwt.sign({ email: 'b@example.com', role: 'user', ver: 0 }, SECRET, {
      algorithm: JWT_ALGORITHM,
      subject: 'u2',
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      expiresIn: 60,
    });
    expect(verifyToken(token, SECRET)?.sub).toBe('u2');
    vi.setSystemTime(new Date('2026-01-01T00:00:59Z'));
    expect(verifyToken(token, SECRET)?.sub).toBe('u2');
    vi.setSystemTime(new Date('2026-01-01T00:01:00Z'));
    expect(verifyToken(token, SECRET)).toBeNull();
  });

  it('refuses a tampered token even after the genuine one was remembered', () => {
    const token = signToken({ sub: 'u3', email: 'c@example.com', role: 'user' }, SECRET);
    expect(verifyToken(token, SECRET)).not.toBeNull();
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...(jwt.decode(token) as object), role: 'admin' })).toString(
      'base64url',
    );
    expect(verifyToken(`${header}.${forged}.${signature}`, SECRET)).toBeNull();
  });
});
