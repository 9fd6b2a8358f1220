import { describe, expect, it } from 'vitest';
import type { AccountDoc } from '../store/collections.ts';
import { newAccountFields } from '../domain/new-account.ts';
import { LedgerViews } from '../store/ledger-views.ts';
import type { LedgerDoc } from '../store/usage-ledger.ts';
import type { AccountStore } from './current-account.ts';
import { AuthorizationGroups } from './authorization-group.ts';

const periodStart = new Date();
const enterprise: AccountDoc = {
  _id: 'u1',
  ...newAccountFields(periodStart),
  planType: 'enterprise',
  subscriptionStatus: 'active',
  trialEndDate: null,
};

/**
 * A store held in memory whose ledger inserts wait until `release` is called, so a test decides what arrives
 * while a round is being written. Only what a round of an unlimited plan touches is there.
 */
function heldStore() {
  const ledgerInserts: LedgerDoc[][] = [];
  const published: string[] = [];
  const held: Array<() => void> = [];
  const ledger = {
    insertMany: async (docs: LedgerDoc[]) => {
      ledgerInserts.push(docs);
      await new Promise<void>((resolve) => held.push(resolve));
    },
    findOne: async () => null,
  };
  const tally = { add: () => undefined, pending: () => 0 };
  const store = {
    accounts: { findOne: async () => enterprise },
    ledger,
    views: new LedgerViews(ledger as unknown as AccountStore['ledger'], tally),
    gateChanges: { version: async () => 0 },
    tally,
    publish: async (events: readonly string[]) => void published.push(...events),
    reservations: { insertMany: async () => undefined },
    reservationMs: 60_000,
  } as unknown as AccountStore;
  return { store, ledgerInserts, published, release: () => held.splice(0).forEach((resolve) => resolve()) };
}

const ask = (groups: AuthorizationGroups, unitId: string) =>
  groups.authorize({ userId: 'u1', tool: 'property_analysis', unitId });
const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('AuthorizationGroups', () => {
  it('writes the requests that arrive one by one while a round is written together in the next round', async () => {
    const { store, ledgerInserts, published, release } = heldStore();
    const groups = new AuthorizationGroups(store);
    const replies = [ask(groups, 'first')];
    while (ledgerInserts.length === 0) await turn();
    for (let i = 0; i < 15; i++) {
      replies.push(ask(groups, `later-${i}`));
      await turn();
    }
    let settled = false;
    const all = Promise.all(replies).finally(() => (settled = true));
    while (!settled) {
      release();
      await turn();
    }
    const answers = await all;

    expect(ledgerInserts.map((docs) => docs.length)).toEqual([1, 15]);
    expect(answers.every((a) => a.allowed)).toBe(true);
    expect(answers.map((a) => (a.allowed ? a.usageCount : 0)).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 16 }, (_, i) => i + 1),
    );
    expect(published).toHaveLength(16);
  });
});
