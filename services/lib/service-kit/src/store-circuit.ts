import mongoose from 'mongoose';

/**
 * A store that is down must not hold every request for the driver's whole server-selection
 * timeout: while the driver's own monitor says no server can take operations, model operations
 * fail at once with `StoreUnavailableError` (answered 503 with Retry-After). The monitor keeps
 * probing the server every half second while it is unknown, so the circuit closes as soon as the
 * store answers again. One operation every few seconds still goes through while it is open (longer
 * than an operation's own wait, so the trials do not let every request through), so a missed
 * event can never keep the circuit open for long.
 */
export class StoreUnavailableError extends Error {
  constructor() {
    super('The database is unreachable');
    this.name = 'StoreUnavailableError';
  }
}

const PROBE_EVERY_MS = 5000;

interface CircuitState {
  open: boolean;
  lastTrialAt: number;
}

const circuits = new WeakMap<mongoose.Connection, CircuitState>();

/** Follows the driver's view of the store for this connection (call once, after connecting). */
export function watchStore(conn: mongoose.Connection): void {
  const state: CircuitState = { open: false, lastTrialAt: 0 };
  circuits.set(conn, state);
  conn.getClient().on('topologyDescriptionChanged', (event) => {
    const open = !event.newDescription.hasDataBearingServers;
    if (open && !state.open) state.lastTrialAt = Date.now();
    state.open = open;
  });
}

/** Whether an operation on this connection should fail now instead of waiting for the store. */
export function storeCircuitOpen(conn: mongoose.Connection | undefined): boolean {
  const state = conn ? circuits.get(conn) : undefined;
  if (!state?.open) return false;
  const now = Date.now();
  if (now - state.lastTrialAt >= PROBE_EVERY_MS) {
    state.lastTrialAt = now;
    return false;
  }
  return true;
}

const QUERY_OPS: mongoose.MongooseQueryMiddleware[] = [
  'countDocuments',
  'deleteMany',
  'deleteOne',
  'distinct',
  'estimatedDocumentCount',
  'find',
  'findOne',
  'findOneAndDelete',
  'findOneAndReplace',
  'findOneAndUpdate',
  'replaceOne',
  'updateMany',
  'updateOne',
];

/**
 * A global schema plugin, so every model of every service checks the circuit before it goes to
 * the store: queries, saves, inserts, bulk writes and aggregations.
 */
export function storeCircuitPlugin(schema: mongoose.Schema): void {
  schema.pre(QUERY_OPS, function failFastWhenStoreDown(this: mongoose.Query<unknown, unknown>) {
    if (storeCircuitOpen(this.model?.db)) throw new StoreUnavailableError();
  });
  schema.pre('save', function failFastWhenStoreDown(this: mongoose.Document) {
    if (storeCircuitOpen((this.constructor as mongoose.Model<unknown>).db)) throw new StoreUnavailableError();
  });
  schema.pre('aggregate', function failFastWhenStoreDown(this: mongoose.Aggregate<unknown>) {
    if (storeCircuitOpen(this.model()?.db)) throw new StoreUnavailableError();
  });
  schema.pre('insertMany', function failFastWhenStoreDown(this: mongoose.Model<unknown>) {
    if (storeCircuitOpen(this.db)) throw new StoreUnavailableError();
  });
  schema.pre('bulkWrite', function failFastWhenStoreDown(this: mongoose.Model<unknown>) {
    if (storeCircuitOpen(this.db)) throw new StoreUnavailableError();
  });
}
