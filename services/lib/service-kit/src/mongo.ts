import mongoose from 'mongoose';
import { storeCircuitPlugin, watchStore } from './store-circuit.ts';
import { storeDurabilityOptions } from './store-options.ts';

// Filters built from request data must never carry query operators ({"$gt": ""} tricks);
// sanitizeFilter wraps any such object in $eq for every query on every connection.
mongoose.set('sanitizeFilter', true);
mongoose.set('strictQuery', true);
mongoose.plugin(storeCircuitPlugin);

/**
 * How long an operation may wait for the store. The driver's default (30 s, and mongoose's 10 s
 * buffering) kept a request hanging for as long while the store was down; a healthy store on
 * loopback is selected in milliseconds even on a loaded machine, so a short wait answers a client
 * "retry later" (503) quickly without failing requests on a busy but working store.
 */
const STORE_WAIT_MS = 2000;
mongoose.set('bufferTimeoutMS', STORE_WAIT_MS);

/** How long a starting service keeps trying to reach the store before it gives up (and exits 1). */
const FIRST_CONNECT_DEADLINE_MS = 60_000;

/**
 * Opens this service's own database. Each service owns one database; the URL's database
 * part (if any) is replaced by the service's name so no two services ever share one. A service
 * (re)started while the store is down keeps trying for a minute rather than exiting after one
 * short wait, so a store outage does not turn every restart into a crash loop.
 */
export async function connectMongo(url: string, dbName: string): Promise<mongoose.Connection> {
  const deadline = Date.now() + FIRST_CONNECT_DEADLINE_MS;
  for (;;) {
    const conn = mongoose.createConnection(url, {
      dbName,
      serverSelectionTimeoutMS: STORE_WAIT_MS,
      // Majority and retryable writes and reads on a replica set; retryable writes off on a single server.
      ...storeDurabilityOptions(url),
      autoIndex: true,
    });
    try {
      await conn.asPromise();
      watchStore(conn);
      return conn;
    } catch (err) {
      await conn.close().catch(() => undefined);
      if (Date.now() >= deadline) throw err;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

export async function pingMongo(conn: mongoose.Connection): Promise<boolean> {
  try {
    if (conn.readyState !== 1 || !conn.db) return false;
    await conn.db.admin().command({ ping: 1 });
    return true;
  } catch {
    return false;
  }
}

/**
 * MongoDB's duplicate-key error (code 11000), also as FerretDB reports it and as the driver
 * wraps it for insertMany: the one check every service uses when a unique index decides who won.
 */
export function isDuplicateKey(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  return code === 11000 || (code === undefined && typeof message === 'string' && message.startsWith('E11000'));
}
