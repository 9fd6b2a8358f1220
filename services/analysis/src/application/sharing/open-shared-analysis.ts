import { readServedAnalysis, type ReadDeps } from '../served-analysis.ts';
import type { ShareLinks } from './share-links.ts';

/** One answer for every token that opens nothing, so a caller learns nothing about which it was. */
export const SHARE_NOT_FOUND = 'This share link does not exist, was revoked or has expired';

/** Opens a live token's analysis as served (never its owner: PropertyAnalysis has no owner field); null otherwise. */
export async function openSharedAnalysis(deps: ReadDeps & { shareLinks: ShareLinks }, token: string) {
  const link = await deps.shareLinks.open(token);
  if (!link) return null;
  const analysis = await readServedAnalysis(deps, link.userId, link.analysisId);
  return analysis ? { analysis, expiresAt: link.expiresAt } : null;
}
