import mongoose from 'mongoose';
import { ErrorCode, NatsError } from 'nats';
import { StoreUnavailableError } from './store-circuit.ts';

const { MongoNetworkError, MongoServerSelectionError, MongoNotConnectedError, MongoTopologyClosedError } =
  mongoose.mongo;
const STORE_OUTAGE_CLASSES = [
  MongoNetworkError,
  MongoServerSelectionError,
  MongoNotConnectedError,
  MongoTopologyClosedError,
  StoreUnavailableError,
];

/** NATS failures that mean "the bus is not there right now", not "the request was wrong". */
const NATS_OUTAGE_CODES = new Set<string>([
  ErrorCode.ConnectionClosed,
  ErrorCode.ConnectionDraining,
  ErrorCode.ConnectionRefused,
  ErrorCode.Disconnect,
  ErrorCode.Timeout,
  ErrorCode.NoResponders,
]);

function isOutage(err: unknown): boolean {
  if (STORE_OUTAGE_CLASSES.some((cls) => err instanceof cls)) return true;
  // Mongoose queues operations while disconnected and fails them with a plain MongooseError
  // after bufferTimeoutMS; its only distinguishing mark is the message.
  if (err instanceof mongoose.Error && /buffering timed out/.test(err.message)) return true;
  if (err instanceof NatsError && NATS_OUTAGE_CODES.has(err.code)) return true;
  return false;
}

/**
 * Whether an error (or anything it wraps) says that a dependency, the store or NATS, is down.
 * Such a failure is the client's cue to retry later (503), not a bug of ours (500).
 */
export function isDependencyOutage(err: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = err;
  while (current && typeof current === 'object' && !seen.has(current)) {
    if (isOutage(current)) return true;
    seen.add(current);
    const next = current as { originalError?: unknown; cause?: unknown };
    current = next.originalError ?? next.cause;
  }
  return false;
}
