import type { Connection, mongo } from 'mongoose';
import { OUTBOX_FIELD } from '@realty/service-kit';
import type { BillingAccount } from '../domain/billing-account.ts';
import type { ReservationDoc } from './usage-reservations.ts';
import { ensureLedgerIndexes, type LedgerDoc } from './usage-ledger.ts';
import type { GateChangesDoc } from './gate-changes.ts';

/** The stored account: the domain's account state plus the events waiting in its outbox. */
export interface AccountDoc extends BillingAccount {
  [OUTBOX_FIELD]?: string[];
}

export type AccountCollection = mongo.Collection<AccountDoc>;

/**
 * Billing writes and reads accounts through the driver's collection only: its atomic updates use operators
 * ($lt, $ne) that mongoose's sanitizeFilter (on for the whole process) would neutralise. The account's shape is
 * the domain's BillingAccount; a mongoose schema here would only declare validation that never runs. What the
 * store needs is the index the Stripe webhook looks accounts up by.
 */
export async function openAccounts(conn: Connection) {
  const db = conn.db;
  if (!db) throw new Error('the billing database is not connected');
  const accounts = db.collection<AccountDoc>('accounts');
  await accounts.createIndex({ stripeCustomerId: 1 });
  const reservations = db.collection<ReservationDoc>('usage_reservations');
  // The sweeper looks for expired ones; MongoDB uses the index, the embedded store scans a small collection.
  await reservations.createIndex({ expiresAt: 1 });
  const ledger = db.collection<LedgerDoc>('usage_ledger');
  await ensureLedgerIndexes(ledger);
  // The outbox relay reads the same collection as plain documents.
  return {
    collection: accounts,
    outboxSource: db.collection('accounts'),
    reservations,
    ledger,
    gateChanges: db.collection<GateChangesDoc>('gate_changes'),
  };
}
