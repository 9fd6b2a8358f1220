import { describe, expect, it } from 'vitest';
import { KeyedLock } from './account-lock.ts';

const tick = () => new Promise((r) => setTimeout(r, 1));

describe('per-account write lock', () => {
  it('runs work on one key strictly one after another', async () => {
    const lock = new KeyedLock();
    let value = 0;
    let overlapping = 0;
    let maxOverlap = 0;
    await Promise.all(
      Array.from({ length: 20 }, () =>
        lock.run('a', async () => {
          overlapping += 1;
          maxOverlap = Math.max(maxOverlap, overlapping);
          const read = value;
          await tick();
          value = read + 1;
          overlapping -= 1;
        }),
      ),
    );
    expect(value).toBe(20);
    expect(maxOverlap).toBe(1);
  });

  it('different keys do not wait for each other, and a failure releases the key', async () => {
    const lock = new KeyedLock();
    const order: string[] = [];
    const slow = lock.run('a', async () => {
      await new Promise((r) => setTimeout(r, 30));
      order.push('a');
    });
    await lock.run('b', async () => {
      order.push('b');
    });
    await slow;
    expect(order).toEqual(['b', 'a']);
    await expect(lock.run('a', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(lock.run('a', async () => 'next')).resolves.toBe('next');
  });
});
