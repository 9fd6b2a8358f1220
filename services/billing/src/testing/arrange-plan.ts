import type { Db } from 'mongodb';
import { GateChanges, type GateChangesCollection } from '../store/gate-changes.ts';

/**
 * For tests and the bench, which cannot pay without Stripe: puts a user's account on the unlimited plan straight in
 * billing's database `db`. Billing opens the account when it hears of the new user, so this waits for it (every
 * 100 ms, `attempts` times). Then it bumps the gate-changes version, as billing does after a change of plan, so
 * every instance reads the account again instead of showing or deciding on the one it kept.
 */
export async function arrangeUnlimitedPlan(db: Db, userId: string, attempts = 100): Promise<void> {
  const accounts = db.collection<{ _id: string }>('accounts');
  for (let i = 0; i < attempts; i++) {
    const res = await accounts.updateOne(
      { _id: userId },
      { $set: { planType: 'enterprise', subscriptionStatus: 'active' } },
    );
    if (res.matchedCount) {
      await new GateChanges(db.collection('gate_changes') as unknown as GateChangesCollection).bump();
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no billing account for ${userId}`);
}
