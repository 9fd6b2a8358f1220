import { describe, expect, it } from 'vitest';
import type { AccountDoc } from '../store/collections.ts';
import { newAccountFields } from '../domain/new-account.ts';
import { LedgerViews } from '../store/ledger-views.ts';
import type { AccountStore } from './current-account.ts';
import { KeyedLock } from './account-lock.ts';
import { GateChanges, type GateChangesCollection } from '../store/gate-changes.ts';
import { SHOWN_VIEW_MS, ShownAccounts } from './shown-accounts.ts';

const DAY_MS = 86_400_000;
const registered = new Date('2026-11-01T00:00:00Z');

/** One account in memory, its reads counted, and the gate-changes document as every instance shares it. */
function memoryStore(account: AccountDoc, start = registered.getTime() + DAY_MS) {
  let stored = account;
  let gateVersion = 0;
  const reads = { accounts: 0 };
  const clock = { now: start };
  const gateCollection = {
    findOne: async () => ({ _id: 'gate', version: gateVersion }),
    updateOne: async () => void (gateVersion += 1),
  } as unknown as GateChangesCollection;
  const tally = { pending: () => 0 };
  const store = {
    accounts: {
      findOne: async () => {
        reads.accounts += 1;
        return stored;
      },
      // The roll of a paid period (current-account.ts): a compare-and-set of the period start.
      findOneAndUpdate: async (_filter: unknown, update: { $set: Partial<AccountDoc> }) => {
        stored = { ...stored, ...update.$set };
        return stored;
      },
    },
    // An empty ledger: no slot of a limited plan is taken.
    views: new LedgerViews({ findOne: async () => null } as unknown as AccountStore['ledger'], tally),
    gateChanges: new GateChanges(gateCollection),
    lock: new KeyedLock(),
    onEventsQueued: () => undefined,
  } as unknown as AccountStore;
  return {
    store,
    reads,
    clock,
    shown: new ShownAccounts(store, () => clock.now),
    /** A change written by another billing instance: the account, then the shared version. */
    changeElsewhere: (set: Partial<AccountDoc>) => {
      stored = { ...stored, ...set };
      gateVersion += 1;
    },
    /** The same change as this instance makes it (apply-stripe-change.ts): the account, then its own bump. */
    changeHere: async (set: Partial<AccountDoc>) => {
      stored = { ...stored, ...set };
      await store.gateChanges.bump();
    },
  };
}

const enterprise: AccountDoc = {
  _id: 'u1',
  ...newAccountFields(registered),
  planType: 'enterprise',
  subscriptionStatus: 'active',
  trialEndDate: null,
  usageCount: 7,
};

describe('ShownAccounts', () => {
  it('reads an account once and shows it from memory until it is SHOWN_VIEW_MS old', async () => {
    const { shown, reads, clock } = memoryStore(enterprise);
    expect(await shown.view('u1')).toMatchObject({ planType: 'enterprise', usageCount: 7 });
    clock.now += SHOWN_VIEW_MS - 1;
    await shown.view('u1');
    await shown.view('u1');
    expect(reads.accounts).toBe(1);
    clock.now += 1;
    await shown.view('u1');
    expect(reads.accounts).toBe(2);
  });

  it("shows this instance's own grants without a read, from the ledger view", async () => {
    const { shown, store, reads } = memoryStore(enterprise);
    await shown.view('u1');
    store.views.kept(enterprise)!.take(null, 'unit-1');
    expect((await shown.view('u1')).usageCount).toBe(8);
    expect(reads.accounts).toBe(1);
  });

  it('reads again at once after this instance changed the plan', async () => {
    const { shown, changeHere } = memoryStore(enterprise);
    await shown.view('u1');
    await changeHere({ planType: 'pro' });
    expect((await shown.view('u1')).planType).toBe('pro');
  });

  it("learns of another instance's change when the gate's version is read (the watch does so every 100 ms)", async () => {
    const { shown, store, changeElsewhere } = memoryStore(enterprise);
    await shown.view('u1');
    changeElsewhere({ planType: 'basic', usageCount: 0 });
    // Until this instance reads the version, the account it kept is what it knows.
    expect((await shown.view('u1')).planType).toBe('enterprise');
    await store.gateChanges.version();
    expect(await shown.view('u1')).toMatchObject({ planType: 'basic', quota: 25 });
  });

  it('takes the full read when a paid period has rolled over, and shows the new period', async () => {
    const pro: AccountDoc = { ...enterprise, planType: 'pro', usageCount: 0 };
    const { shown, reads, clock } = memoryStore(pro, registered.getTime() + 30 * DAY_MS - 1000);
    const before = await shown.view('u1');
    clock.now += 2000;
    const after = await shown.view('u1');
    expect(reads.accounts).toBe(2);
    expect(before.usagePeriodStart).toBe(registered.toISOString());
    expect(after.usagePeriodStart).toBe(new Date(registered.getTime() + 30 * DAY_MS).toISOString());
  });

  it('keeps accounts apart by user', async () => {
    const { shown, reads } = memoryStore(enterprise);
    await shown.view('u1');
    await shown.view('u2');
    expect(reads.accounts).toBe(2);
  });
});

describe('GateChanges.watch', () => {
  it('raises the epoch when the shared version moved, and reports a failing store once', async () => {
    let version = 0;
    let failing = false;
    const gate = new GateChanges({
      findOne: async () => {
        if (failing) throw new Error('store away');
        return { _id: 'gate', version };
      },
    } as unknown as GateChangesCollection);
    const errors: unknown[] = [];
    const stop = gate.watch(1, (err) => errors.push(err));
    const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
    await settle();
    const first = gate.epoch;
    await settle();
    expect(gate.epoch).toBe(first);
    version = 1;
    await settle();
    expect(gate.epoch).toBe(first + 1);
    failing = true;
    await settle();
    expect(errors).toHaveLength(1);
    stop();
  });
});
