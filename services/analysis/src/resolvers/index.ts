import { mapConnection, requireUser, type RequestContext } from '@realty/service-kit';
import type { AnalysisDeps } from '../application/analysis-deps.ts';
import { analyzeProperty } from '../application/analyze-property.ts';
import { assumptionDefaults } from '../application/assumption-defaults.ts';
import { lazyBulkRecord, type CompactAnalysisDoc } from '../application/bulk/bulk-row-view.ts';
import { analysesByOffset, findAnalysisRow, listAnalyses, pageAnalyses } from '../application/list-analyses.ts';
import { rerunOwnAnalysis } from '../application/rerun-analysis.ts';
import { fullResult, readAnalysisDoc, toGraphQL } from '../application/served-analysis.ts';
import { solvePropertyTarget } from '../application/solve-target.ts';
import { analysisNotFound } from '../errors.ts';
import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { bulkJobResolvers } from './bulk-jobs.ts';
import { shareResolvers } from './shares.ts';

export type { AnalysisDeps };

/** GraphQL to the analysis use cases: single analyses, bulk jobs and share links. */
export function analysisResolvers(deps: AnalysisDeps): Resolvers {
  const { analyses } = deps;

  /** A full result as served; a compact bulk row as the full shape whose missing fields resolve when selected. */
  function serve(doc: CompactAnalysisDoc) {
    if (doc.result || !doc.summary) return toGraphQL(doc as Required<Pick<CompactAnalysisDoc, 'result'>>);
    return lazyBulkRecord({ ...doc, summary: doc.summary }, async () =>
      toGraphQL(await fullResult(deps, doc)),
    ) as ReturnType<typeof toGraphQL>;
  }

  async function ownDoc(userId: string, id: string) {
    const doc = await readAnalysisDoc(deps, userId, id);
    if (!doc) throw analysisNotFound();
    return doc;
  }

  const bulk = bulkJobResolvers({ ...deps, serve });
  const share = shareResolvers(deps);

  return {
    Query: {
      myPropertyAnalyses: async (_, args, ctx) =>
        (await listAnalyses(analyses, requireUser(ctx.user).sub, args.limit)).map(serve),
      myPropertyAnalysesConnection: async (_, args, ctx) =>
        mapConnection(await pageAnalyses(analyses, requireUser(ctx.user).sub, args), serve),
      propertyAnalysesPage: async (_, args, ctx) => {
        const { docs, ...page } = await analysesByOffset(analyses, requireUser(ctx.user).sub, args);
        return { items: docs.map(serve), ...page };
      },
      propertyAnalysis: async (_, args, ctx) => toGraphQL(await ownDoc(requireUser(ctx.user).sub, args.id)),
      solvePropertyTarget: (_, args, ctx) => solvePropertyTarget(deps, requireUser(ctx.user).sub, args.id, args.target),
      propertyAssumptionDefaults: () => assumptionDefaults(),
      ...bulk.Query,
      ...share.Query,
    },
    Mutation: {
      analyzeProperty: async (_, args, ctx: RequestContext) =>
        toGraphQL(await analyzeProperty(deps, requireUser(ctx.user).sub, args.input)),
      rerunPropertyAnalysis: (_, args, ctx) =>
        rerunOwnAnalysis(deps, requireUser(ctx.user).sub, String(args.id), args.overrides),
      ...bulk.Mutation,
      ...share.Mutation,
    },
    BulkJob: bulk.BulkJob,
    PropertyAnalysis: {
      __resolveReference: async (ref: { id: string }, ctx: RequestContext) => {
        if (!ctx.user) return null;
        const doc = await findAnalysisRow(analyses, ctx.user.sub, ref.id);
        return doc ? serve(doc) : null;
      },
    },
  };
}
