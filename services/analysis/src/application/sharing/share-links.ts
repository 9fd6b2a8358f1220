import type { PropertyAnalysisModel } from '../../store/property-analyses.ts';
import type { ShareLinkModel } from '../../store/share-links.ts';
import {
  hashShareToken,
  isShareTokenShape,
  newShareToken,
  shareLinkExpiry,
  shareLinkIsLive,
  shareLinkPath,
} from './share-token.ts';

/**
 * Share links of analyses: one working link per analysis (a new one revokes the one before, whose token can
 * no longer be shown since only its hash is kept). Making and revoking need the owner; opening needs only a
 * live token, and reads nothing but that one analysis.
 */
export class ShareLinks {
  constructor(
    private readonly links: ShareLinkModel,
    private readonly analyses: PropertyAnalysisModel,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async owns(userId: string, analysisId: string): Promise<boolean> {
    return (await this.analyses.exists({ _id: analysisId, userId })) !== null;
  }

  /** A new link to the user's analysis; null when the user has no analysis with this id. */
  async create(userId: string, analysisId: string): Promise<{ token: string; path: string; expiresAt: Date } | null> {
    if (!(await this.owns(userId, analysisId))) return null;
    const now = this.now();
    await this.links.updateMany({ analysisId, revokedAt: null }, { $set: { revokedAt: now } });
    const { token, hash } = newShareToken();
    const expiresAt = shareLinkExpiry(now);
    await this.links.create({ _id: hash, analysisId, userId, createdAt: now, expiresAt, revokedAt: null });
    return { token, path: shareLinkPath(token), expiresAt };
  }

  /**
   * Revokes the analysis's working links; null when the user has no analysis with this id, else whether one was
   * working.
   */
  async revoke(userId: string, analysisId: string): Promise<boolean | null> {
    if (!(await this.owns(userId, analysisId))) return null;
    const now = this.now();
    const live = await this.links.find({ analysisId, userId, revokedAt: null }).lean();
    await this.links.updateMany({ analysisId, userId, revokedAt: null }, { $set: { revokedAt: now } });
    return live.some((link) => shareLinkIsLive(link, now));
  }

  /** The working link of the user's analysis, if any; null when the user has no analysis with this id. */
  async status(userId: string, analysisId: string): Promise<{ active: boolean; expiresAt: Date | null } | null> {
    if (!(await this.owns(userId, analysisId))) return null;
    const now = this.now();
    const live = (await this.links.find({ analysisId, userId, revokedAt: null }).lean()).find((link) =>
      shareLinkIsLive(link, now),
    );
    return { active: Boolean(live), expiresAt: live?.expiresAt ?? null };
  }

  /** The analysis a live token opens, with the link's expiry; null for an unknown, revoked or expired token. */
  async open(token: string): Promise<{ analysisId: string; userId: string; expiresAt: Date } | null> {
    if (!isShareTokenShape(token)) return null;
    const link = await this.links.findById(hashShareToken(token)).lean();
    if (!link || !shareLinkIsLive(link, this.now())) return null;
    return { analysisId: link.analysisId, userId: link.userId, expiresAt: link.expiresAt };
  }
}
