import { describe, expect, it } from 'vitest';
import { FixedWindowLimiter } from './rate-limiter.ts';

describe('fixed-window rate limiter', () => {
  it('limits a key after the allowed number of events and frees it when the window ends', () => {
    const limiter = new FixedWindowLimiter(3, 1000);
    for (let i = 0; i < 3; i++) limiter.record('a', 0);
    expect(limiter.isLimited('a', 10)).toBe(true);
    expect(limiter.retryAfterSeconds('a', 10)).toBe(1);
    expect(limiter.isLimited('b', 10)).toBe(false);
    expect(limiter.isLimited('a', 1000)).toBe(false);
    expect(limiter.retryAfterSeconds('a', 1000)).toBe(0);
  });

  it('a reset clears the count', () => {
    const limiter = new FixedWindowLimiter(2, 1000);
    limiter.record('a', 0);
    limiter.reset('a');
    limiter.record('a', 1);
    expect(limiter.isLimited('a', 2)).toBe(false);
  });

  it('drops expired windows once it holds more keys than allowed', () => {
    const limiter = new FixedWindowLimiter(1, 10, 2);
    limiter.record('a', 0);
    limiter.record('b', 0);
    limiter.record('c', 20);
    expect(limiter.isLimited('c', 21)).toBe(true);
    expect(limiter.isLimited('a', 21)).toBe(false);
  });
});
