import { listLimit, listOffset, userRowLists } from '@realty/service-kit';
import {
  analysisOffsetPage,
  findServedAnalysis,
  SERVED_FIELDS,
  type CompactAnalysisDoc,
  type PropertyAnalysisDoc,
  type PropertyAnalysisModel,
} from '../store/property-analyses.ts';

/**
 * A user's analyses as served (full results, or bulk rows' inputs and key outputs): the newest 100 unless asked, or
 * a cursor page at a time.
 */
const analysisRows = userRowLists<PropertyAnalysisDoc, CompactAnalysisDoc>(100, SERVED_FIELDS);

export const listAnalyses = analysisRows.latest;
export const pageAnalyses = analysisRows.page;

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
