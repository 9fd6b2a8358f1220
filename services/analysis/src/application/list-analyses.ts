import { cursorPage, listLimit, listOffset, type Connection, type PageArgs } from '@realty/service-kit';
import {
  analysisOffsetPage,
  analysisPage,
  findServedAnalysis,
  latestAnalyses,
  type CompactAnalysisDoc,
  type PropertyAnalysisModel,
} from '../store/property-analyses.ts';

/** A user's newest analyses, 100 unless asked. */
export function listAnalyses(analyses: PropertyAnalysisModel, userId: string, limit: number | null | undefined) {
  return latestAnalyses(analyses, userId, listLimit(limit, 100));
}

/** A user's analyses a cursor page at a time. */
export function pageAnalyses(
  analyses: PropertyAnalysisModel,
  userId: string,
  args: PageArgs,
): Promise<Connection<CompactAnalysisDoc>> {
  return cursorPage(args, (after, limit) => analysisPage(analyses, userId, after, limit));
}

/** A user's analyses by offset, 50 unless asked, with how many there are in all. */
export async function analysesByOffset(
  analyses: PropertyAnalysisModel,
  userId: string,
  args: { limit?: number | null; offset?: number | null },
) {
  const limit = listLimit(args.limit, 50);
  const offset = listOffset(args.offset);
  const [docs, total] = await analysisOffsetPage(analyses, userId, offset, limit);
  return { docs, total, offset, limit };
}

/** One of the user's analyses as stored (full, or a compact bulk row); null when the user has none with this id. */
export function findAnalysisRow(analyses: PropertyAnalysisModel, userId: string, id: string) {
  return findServedAnalysis(analyses, userId, id);
}
