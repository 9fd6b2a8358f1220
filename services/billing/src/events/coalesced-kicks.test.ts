import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalescedKicks } from './coalesced-kicks.ts';

describe('coalesced relay kicks', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a burst of writes naming their accounts kicks the relay once, with just those accounts', async () => {
    const kick = vi.fn(async (_ids?: readonly unknown[]) => undefined);
    const kicks = coalescedKicks({ kick });
    kicks.request(['a', 'b']);
    kicks.request(['b', 'c']);
    expect(kick).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(kick).toHaveBeenCalledTimes(1);
    expect(kick).toHaveBeenCalledWith(['a', 'b', 'c']);
  });

  it('a write that names no account makes the pass a scan, and the next burst starts afresh', async () => {
    const kick = vi.fn(async (_ids?: readonly unknown[]) => undefined);
    const kicks = coalescedKicks({ kick });
    kicks.request(['a']);
    kicks.request();
    await vi.runAllTimersAsync();
    expect(kick).toHaveBeenLastCalledWith(undefined);
    kicks.request(['d']);
    await vi.runAllTimersAsync();
    expect(kick).toHaveBeenCalledTimes(2);
    expect(kick).toHaveBeenLastCalledWith(['d']);
  });
});
