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

/** The GraphQL shape of a key: never its hash. */
export function toApiKey(doc: ApiKeyDoc) {
  return {
    id: doc._id,
    name: doc.name,
    scope: doc.scope,
    prefix: doc.prefix,
    rateLimitPerMinute: doc.rateLimitPerMinute,
    createdAt: doc.createdAt.toISOString(),
    lastUsedAt: doc.lastUsedAt ? doc.lastUsedAt.toISOString() : null,
    revokedAt: doc.revokedAt ? doc.revokedAt.toISOString() : null,
  };
}
