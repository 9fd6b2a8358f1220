import { Schema, type Connection } from 'mongoose';
import type { ApiKeyScope } from '@realty/proto-schemas';
import { indexUserRowsForPaging } from '@realty/service-kit';

export interface ApiKeyDoc {
  _id: string;
  userId: string;
  name: string;
  scope: ApiKeyScope;
  prefix: string;
  /** SHA-256 of the whole key; the key itself is never stored. */
  hash: string;
  rateLimitPerMinute: number;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

const apiKeySchema = new Schema<ApiKeyDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    name: { type: String, required: true },
    scope: { type: String, enum: ['READ', 'ANALYZE'], required: true },
    prefix: { type: String, required: true },
    hash: { type: String, required: true, unique: true },
    rateLimitPerMinute: { type: Number, required: true },
    createdAt: { type: Date, required: true },
    lastUsedAt: { type: Date, default: null },
    revokedAt: { type: Date, default: null },
  },
  { collection: 'api_keys', versionKey: false },
);
indexUserRowsForPaging(apiKeySchema);

export function apiKeyModel(conn: Connection) {
  return conn.model<ApiKeyDoc>('ApiKey', apiKeySchema);
}
export type ApiKeyModel = ReturnType<typeof apiKeyModel>;

/** A user's newest keys, at most 200 (the most a user can have made is far fewer live ones). */
export function latestApiKeys(keys: ApiKeyModel, userId: string): Promise<ApiKeyDoc[]> {
  return keys.find({ userId }).sort({ createdAt: -1 }).limit(200).lean();
}

export function countLiveApiKeys(keys: ApiKeyModel, userId: string): Promise<number> {
  return keys.countDocuments({ userId, revokedAt: null });
}

export async function insertApiKey(keys: ApiKeyModel, doc: ApiKeyDoc): Promise<void> {
  await keys.create(doc);
}

/** Sets the revocation time of a live key of the user; null when it was revoked already or is not theirs. */
export function revokeLiveApiKey(keys: ApiKeyModel, userId: string, id: string): Promise<ApiKeyDoc | null> {
  return keys
    .findOneAndUpdate({ _id: id, userId, revokedAt: null }, { $set: { revokedAt: new Date() } }, { new: true })
    .lean();
}

export function findOwnApiKey(keys: ApiKeyModel, userId: string, id: string): Promise<ApiKeyDoc | null> {
  return keys.findOne({ _id: id, userId }).lean();
}

/** The live key with this hash; the key itself is never stored. */
export function findLiveApiKeyByHash(keys: ApiKeyModel, hash: string): Promise<ApiKeyDoc | null> {
  return keys.findOne({ hash, revokedAt: null }).lean();
}

export async function touchApiKey(keys: ApiKeyModel, id: string, at: Date): Promise<void> {
  await keys.updateOne({ _id: id }, { $set: { lastUsedAt: at } });
}
