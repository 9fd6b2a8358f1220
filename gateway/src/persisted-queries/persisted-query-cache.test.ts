import { describe, expect, it } from 'vitest';
import { PersistedQueryCache } from './persisted-query-cache.ts';

describe('persisted query cache', () => {
  it('keeps queries by hash and forgets the least recently used once over its character budget', async () => {
    const cache = new PersistedQueryCache(30, 20);
    await cache.set('a', '{ one }xxxx'); // 12 characters with the key
    await cache.set('b', '{ two }xxxx');
    expect(await cache.get('a')).toBe('{ one }xxxx'); // a is now the most recently used
    await cache.set('c', '{ three }xx');
    expect(cache.heldChars).toBeLessThanOrEqual(30);
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('a')).toBe('{ one }xxxx');
    expect(await cache.get('c')).toBe('{ three }xx');
  });

  it('does not keep a query longer than the per-query limit, and replacing a key counts its size once', async () => {
    const cache = new PersistedQueryCache(1000, 10);
    await cache.set('big', 'x'.repeat(11));
    expect(await cache.get('big')).toBeUndefined();
    await cache.set('k', '12345');
    await cache.set('k', '123');
    expect(cache.size).toBe(1);
    expect(cache.heldChars).toBe(4);
    expect(await cache.delete('k')).toBe(true);
    expect(cache.heldChars).toBe(0);
  });
});
