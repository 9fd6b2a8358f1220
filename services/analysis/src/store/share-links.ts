import { Schema, type Connection } from 'mongoose';

/** One share link of an analysis, stored under the SHA-256 of its token. */
export interface ShareLinkDoc {
  /** SHA-256 (hex) of the token. */
  _id: string;
  analysisId: string;
  /** The analysis's owner, who alone may make or revoke its links. */
  userId: string;
  createdAt: Date;
  expiresAt: Date;
  /** Set when revoked (by the owner, or by a newer link to the same analysis). */
  revokedAt: Date | null;
}

const schema = new Schema<ShareLinkDoc>(
  {
    _id: String,
    analysisId: { type: String, required: true, index: true },
    userId: { type: String, required: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    revokedAt: { type: Date, default: null },
  },
  { collection: 'analysis_share_links', versionKey: false },
);

export const shareLinkModel = (conn: Connection) => conn.model<ShareLinkDoc>('AnalysisShareLink', schema);
export type ShareLinkModel = ReturnType<typeof shareLinkModel>;
