import type { ConnectOptions } from 'mongoose';

/**
 * Durability settings of a connection, by the kind of server the URL names. A replica set (a `replicaSet`
 * parameter, or an SRV record, which MongoDB Atlas and the operators publish for one) gets majority writes and
 * reads, and retryable writes and reads: an acknowledged write survives the loss of the primary, and an
 * operation cut by a step-down is retried once by the driver (our multi-step writes are idempotent on retry:
 * unique keys, insert-only ledgers, events deduplicated by id). A single server (the embedded FerretDB, a lone
 * mongod) has no replica set to retry on, so retryable writes stay off there. Whatever the URL states itself
 * wins: these are only defaults for what it leaves unsaid.
 */
export function storeDurabilityOptions(url: string): ConnectOptions {
  const parsed = new URL(
    url.replace(/^mongodb(\+srv)?:\/\/[^@/]*@/, (m, srv: string | undefined) => `mongodb${srv ?? ''}://`),
  );
  const params = new Set([...parsed.searchParams.keys()].map((k) => k.toLowerCase()));
  const replicaSet = parsed.protocol === 'mongodb+srv:' || params.has('replicaset');
  const unless = (name: string, options: ConnectOptions): ConnectOptions =>
    params.has(name.toLowerCase()) ? {} : options;
  if (!replicaSet) return unless('retryWrites', { retryWrites: false });
  return {
    ...unless('retryWrites', { retryWrites: true }),
    ...unless('retryReads', { retryReads: true }),
    ...unless('w', { writeConcern: { w: 'majority' } }),
    ...unless('readConcernLevel', { readConcern: { level: 'majority' } }),
  };
}
