import { describe, expect, it } from 'vitest';
import type { AccountCollection } from './collections.ts';
import { UsageTally } from './usage-tally.ts';

type Op = { updateOne: { filter: { _id: string }; update: { $inc: { usageCount: number } } } };

/** A collection that records each bulk write's updates, failing the writes whose number is in `failing`. */
function recordingAccounts(failing: number[] = []) {
  const writes: Op[][] = [];
  const accounts = {
    bulkWrite: async (ops: Op[]) => {
      writes.push(ops);
      if (failing.includes(writes.length)) throw new Error('store away');
      return {};
    },
  } as unknown as AccountCollection;
  return { accounts, writes };
}

const period = new Date('2026-11-01T00:00:00Z');

describe('UsageTally', () => {
  it('writes a flush a few accounts at a time, so the store can take other writes in between', async () => {
    const { accounts, writes } = recordingAccounts();
    const tally = new UsageTally(accounts, { warn: () => undefined });
    for (let n = 0; n < 10; n++) tally.add(`u${n}`, period, n + 1);
    tally.add('u0', period, 5);
    await tally.flush();
    expect(writes.map((w) => w.length)).toEqual([4, 4, 2]);
    const deltas = Object.fromEntries(
      writes.flat().map((op) => [op.updateOne.filter._id, op.updateOne.update.$inc.usageCount]),
    );
    expect(deltas).toEqual({ u0: 6, u1: 2, u2: 3, u3: 4, u4: 5, u5: 6, u6: 7, u7: 8, u8: 9, u9: 10 });
    expect(tally.pending('u0', period)).toBe(0);
  });

  it('goes on with the other accounts when one write fails, and says so', async () => {
    const { accounts, writes } = recordingAccounts([1]);
    const warnings: unknown[] = [];
    const tally = new UsageTally(accounts, { warn: (...args: unknown[]) => void warnings.push(args) });
    for (let n = 0; n < 6; n++) tally.add(`u${n}`, period, 1);
    await tally.flush();
    expect(writes.map((w) => w.length)).toEqual([4, 2]);
    expect(warnings).toHaveLength(1);
  });
});
