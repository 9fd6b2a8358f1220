import { describe, expect, it } from 'vitest';
import { BoundedCache, RecentReads } from './bounded-cache.ts';

describe('BoundedCache', () => {
  it('when full, forgets the least recently used entry, counting reads as use', () => {
    const cache = new BoundedCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('computes a missing value once and serves it afterwards', () => {
    const cache = new BoundedCache<string, { n: number }>(4);
    let calls = 0;
    const first = cache.getOrSet('k', () => ({ n: ++calls }));
    const second = cache.getOrSet('k', () => ({ n: ++calls }));
    expect(second).toBe(first);
    expect(calls).toBe(1);
    cache.delete('k');
    expect(cache.getOrSet('k', () => ({ n: ++calls })).n).toBe(2);
  });

  it('refuses a capacity below one', () => {
    expect(() => new BoundedCache(0)).toThrow(RangeError);
  });
});

describe('BoundedCache with weights', () => {
  it('forgets the least recently used entries until the summed weight fits', () => {
    const cache = new BoundedCache<string, string>(10, (key, text) => key.length + text.length);
    cache.set('a', 'xxxx'); // 5
    cache.set('b', 'yyyy'); // 10
    cache.get('a');
    cache.set('c', 'zz'); // 13 -> b goes (least recently used), 8 left
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('xxxx');
    expect(cache.weight).toBe(8);
    expect(cache.delete('a')).toBe(true);
    expect(cache.weight).toBe(3);
  });
});

describe('RecentReads', () => {
  it('answers a kept value until maxAgeMs after it was read, then nothing until it is kept again', () => {
    let now = 1000;
    const reads = new RecentReads<string, string>(10, 500, () => now);
    reads.keep('u1', 'profile');
    now = 1499;
    expect(reads.fresh('u1')).toBe('profile');
    now = 1500;
    expect(reads.fresh('u1')).toBeUndefined();
    reads.keep('u1', 'read again', 1200);
    expect(reads.fresh('u1')).toBe('read again');
    reads.forget('u1');
    expect(reads.fresh('u1')).toBeUndefined();
  });
});
