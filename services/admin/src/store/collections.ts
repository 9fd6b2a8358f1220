import { Schema, type Connection, type mongo } from 'mongoose';
import { CURSOR_SORT, OUTBOX_FIELD } from '@realty/service-kit';
import type { DirectoryUser } from '../domain/directory-user.ts';

/**
 * The admin's read model, built only from events, plus the contact messages it owns.
 * Field values written by an upsert's $setOnInsert may be absent when they are empty (the embedded store drops
 * them), so readers default every optional field.
 */

/** One row of the user directory as stored. */
export type DirectoryUserDoc = DirectoryUser;

/** One metered unit of one usage period: counted (this month, and in its period) while recorded and not released. */
export interface UsageUnitDoc {
  _id: string;
  userId: string;
  month?: string;
  /** The billing period's start (ISO), as the usage events carry it; absent on units stored before it was kept. */
  periodStart?: string;
  recorded: boolean;
  released: boolean;
}

export interface PaymentDoc {
  _id: string;
  userId: string | null;
  amount: number;
  currency: string;
  paidAt: Date;
}

export interface ContactMessageDoc {
  _id: string;
  createdAt: Date;
  name: string;
  email: string;
  company: string | null;
  subject: string;
  message: string;
  [OUTBOX_FIELD]?: string[];
}

export interface AdminCollections {
  users: mongo.Collection<DirectoryUserDoc>;
  usageUnits: mongo.Collection<UsageUnitDoc>;
  payments: mongo.Collection<PaymentDoc>;
  contactMessages: mongo.Collection<ContactMessageDoc>;
}

const directorySchema = new Schema<DirectoryUserDoc>(
  { _id: String, registered: Boolean, createdAt: Date },
  { collection: 'directory_users', strict: false, versionKey: false },
);
directorySchema.index({ registered: 1, createdAt: -1, _id: -1 });
const usageUnitSchema = new Schema<UsageUnitDoc>(
  { _id: String, month: String },
  { collection: 'usage_units', strict: false, versionKey: false },
);
usageUnitSchema.index({ month: 1 });
usageUnitSchema.index({ userId: 1, periodStart: 1 });
const paymentSchema = new Schema<PaymentDoc>(
  { _id: String, paidAt: Date },
  { collection: 'payments', strict: false, versionKey: false },
);
paymentSchema.index({ paidAt: 1 });
const contactSchema = new Schema<ContactMessageDoc>(
  { _id: String, createdAt: Date },
  { collection: 'contact_messages', strict: false, versionKey: false },
);
contactSchema.index({ createdAt: -1, _id: -1 });

/**
 * Mongoose declares the collections and builds their indexes; reads and writes use the
 * driver's collections because the read model's conditional updates ($lt on timestamps)
 * would be neutralised by the process-wide sanitizeFilter.
 */
export async function openAdminCollections(conn: Connection) {
  const models = [
    conn.model('DirectoryUser', directorySchema),
    conn.model('UsageUnit', usageUnitSchema),
    conn.model('Payment', paymentSchema),
    conn.model('ContactMessage', contactSchema),
  ];
  await Promise.all(models.map((m) => m.init()));
  const db = conn.db;
  if (!db) throw new Error('the admin database is not connected');
  const collections: AdminCollections = {
    users: db.collection<DirectoryUserDoc>('directory_users'),
    usageUnits: db.collection<UsageUnitDoc>('usage_units'),
    payments: db.collection<PaymentDoc>('payments'),
    contactMessages: db.collection<ContactMessageDoc>('contact_messages'),
  };
  return { collections, contactOutbox: conn.model('ContactMessage').collection };
}

/** One cursor page of the documents matching `filter` after the cursor filter, in CURSOR_SORT order. */
export function cursorRows<D extends { _id: string }, Row = D>(
  collection: mongo.Collection<D>,
  filter: mongo.Filter<D>,
  after: Record<string, unknown>,
  limit: number,
  projection: Record<string, 0> = {},
): Promise<Row[]> {
  const query = { ...filter, ...after } as mongo.Filter<D>;
  return collection.find(query, { projection }).sort(CURSOR_SORT).limit(limit).toArray() as Promise<Row[]>;
}
