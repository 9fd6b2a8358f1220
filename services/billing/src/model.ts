import { Schema, type Connection, type mongo } from 'mongoose';
import { OUTBOX_FIELD } from '@realty/service-kit';
import type { BillingAccount } from './domain/billing-account.ts';
import type { ReservationDoc } from './accounts/usage-reservations.ts';
import { ensureLedgerIndexes, type LedgerDoc } from './ledger/usage-ledger.ts';
import type { GateChangesDoc } from './accounts/gate-changes.ts';

/** The stored account: the domain's account state plus the events waiting in its outbox. */
export interface AccountDoc extends BillingAccount {
  [OUTBOX_FIELD]?: string[];
}

export type AccountCollection = mongo.Collection<AccountDoc>;

const accountSchema = new Schema<AccountDoc>(
  {
    _id: { type: String, required: true },
    planType: { type: String, required: true },
    subscriptionStatus: { type: String, required: true },
    trialEndDate: { type: Date, default: null },
    openedAt: { type: Date, required: true },
    usageCount: { type: Number, required: true },
    periodStart: { type: Date, required: true },
    periodAnchor: { type: Date, required: true },
    unitIds: { type: [String], default: undefined },
    stripeCustomerId: { type: String, default: null, index: true },
    stripeSubscriptionId: { type: String, default: null },
    appliedStripeEvents: { type: [String], default: undefined },
    stripeStateAt: { type: Number, required: true },
    [OUTBOX_FIELD]: { type: [String], default: undefined },
  },
  { collection: 'accounts', versionKey: false },
);

/**
 * The mongoose model declares the shape and builds the indexes; the atomic conditional
 * updates go through the driver's collection, because mongoose's sanitizeFilter (on for the
 * whole process) would neutralise the operators ($lt, $ne) these filters rely on.
 */
export async function openAccounts(conn: Connection) {
  const model = conn.model<AccountDoc>('Account', accountSchema);
  await model.init();
  const db = conn.db;
  if (!db) throw new Error('the billing database is not connected');
  const reservations = db.collection<ReservationDoc>('usage_reservations');
  // The sweeper looks for expired ones; MongoDB uses the index, FerretDB scans a small collection.
  await reservations.createIndex({ expiresAt: 1 });
  const ledger = db.collection<LedgerDoc>('usage_ledger');
  await ensureLedgerIndexes(ledger);
  return { model, collection: db.collection<AccountDoc>('accounts'), reservations, ledger, gateChanges: db.collection<GateChangesDoc>('gate_changes') };
}
