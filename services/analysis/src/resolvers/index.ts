import { randomUUID } from 'node:crypto';
import type { NatsConnection } from 'nats';
import { fieldErrors, propertyAnalysisSchema } from '@realty/proto-schemas';
import {
  appError,
  CURSOR_SORT,
  cursorPage,
  inSpan,
  inSpanSync,
  invalidInput,
  listLimit,
  listOffset,
  notFound,
  requireUser,
  withMeteredUse,
  type Narrator,
  type OutboxRelay,
  type RequestContext,
} from '@realty/service-kit';
import type { MarketDataset } from '@realty/market-data';
import {
  isAnalysisInputError,
  PRODUCT_DEFAULTS,
  solveTarget,
  TARGET_METRICS,
  type TargetMetric,
  type UnderwritingInput,
} from '../domain/index.ts';
import { computeAnalysis, storedAnalysis } from '../application/compute-analysis.ts';
import { parseDealInput } from '../application/deal-input.ts';
import { prepareProperty } from '../application/prepare-property.ts';
import { rerunAnalysis } from '../application/rerun-analysis.ts';
import { storeResult, type PropertyAnalysisModel, type StoredResult } from '../model.ts';
import { fullResult, readAnalysisDoc, toGraphQL } from '../application/served-analysis.ts';
import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { bulkJobResolvers } from '../jobs/bulk-job-resolvers.ts';
import { shareResolvers } from '../sharing/share-resolvers.ts';
import type { ShareLinks } from '../sharing/share-links.ts';
import type { BulkJobRunner } from '../jobs/bulk-job-runner.ts';
import type { BulkJobStore } from '../jobs/bulk-job-store.ts';
import { lazyBulkRecord, SERVED_FIELDS, type CompactAnalysisDoc } from '../jobs/bulk-row-view.ts';

export interface AnalysisDeps extends BulkJobStore {
  dataset: MarketDataset;
  analyses: PropertyAnalysisModel;
  relay: OutboxRelay;
  nc: NatsConnection;
  narrator: Narrator;
  bulkMaxRows: number;
  runner: BulkJobRunner;
  datasetVersion: string;
  shareLinks: ShareLinks;
}

/** The engine's input errors are the user's input, answered as 400 with the message. */
function asInputError(err: unknown): never {
  if (isAnalysisInputError(err)) {
    throw appError('BAD_USER_INPUT', err.message, { fields: { overrides: err.message } });
  }
  throw err;
}

const DEFAULT_LABELS: Partial<
  Record<keyof typeof PRODUCT_DEFAULTS, { key: keyof UnderwritingInput; label: string; unit: string }>
> = {
  downPaymentPct: { key: 'downPaymentPct', label: 'Down payment', unit: 'percent' },
  loanTermYears: { key: 'loanTermYears', label: 'Loan term', unit: 'years' },
  closingCostsPct: { key: 'closingCostsPct', label: 'Closing costs', unit: 'percent' },
  managementPct: { key: 'managementPct', label: 'Property management', unit: 'percent' },
  maintenancePct: { key: 'maintenancePct', label: 'Maintenance', unit: 'percent' },
  capexPct: { key: 'capexPct', label: 'Capital-expenditure reserve', unit: 'percent' },
  hoaMonthly: { key: 'hoaMonthly', label: 'HOA and other monthly costs', unit: 'USD/month' },
  sellingCostsPct: { key: 'sellingCostsPct', label: 'Selling costs', unit: 'percent' },
  holdingYears: { key: 'holdingYears', label: 'Holding period', unit: 'years' },
  expenseGrowthPct: { key: 'expenseGrowthPct', label: 'Expense growth', unit: 'percent/year' },
  mortgageRatePct: { key: 'interestRatePct', label: 'Mortgage interest rate', unit: 'percent/year' },
  propertyTaxRatePct: { key: 'propertyTaxRatePct', label: 'Property-tax rate', unit: 'percent/year' },
  vacancyPct: { key: 'vacancyPct', label: 'Vacancy', unit: 'percent' },
  rentGrowthPct: { key: 'rentGrowthPct', label: 'Rent growth', unit: 'percent/year' },
  appreciationPct: { key: 'appreciationPct', label: 'Appreciation', unit: 'percent/year' },
};

export function analysisResolvers(deps: AnalysisDeps): Resolvers {
  const { dataset, analyses, relay, nc, narrator } = deps;

  const withResult = (doc: CompactAnalysisDoc) => fullResult(deps, doc);

  function serve(doc: CompactAnalysisDoc) {
    if (doc.result || !doc.summary) return toGraphQL(doc as { result: StoredResult });
    // Served as the full shape: every field it does not hold resolves, when selected, from the recomputed result.
    return lazyBulkRecord({ ...doc, summary: doc.summary }, async () => toGraphQL(await withResult(doc))) as ReturnType<
      typeof toGraphQL
    >;
  }

  async function ownDoc(userId: string, id: string) {
    const doc = await readAnalysisDoc(deps, userId, id);
    if (!doc) throw notFound('Property analysis not found');
    return doc;
  }

  const bulk = bulkJobResolvers({ ...deps, serve });
  const share = shareResolvers(deps);

  return {
    Query: {
      myPropertyAnalyses: async (_, args, ctx) => {
        const user = requireUser(ctx.user);
        const limit = listLimit(args.limit, 100);
        const docs = await analyses
          .find({ userId: user.sub }, SERVED_FIELDS)
          .sort({ createdAt: -1 })
          .limit(limit)
          .lean<CompactAnalysisDoc[]>();
        return docs.map(serve);
      },
      myPropertyAnalysesConnection: async (_, args, ctx) => {
        const user = requireUser(ctx.user);
        return cursorPage(
          args,
          (after, limit) =>
            analyses
              .find({ userId: user.sub, ...after }, SERVED_FIELDS)
              .sort(CURSOR_SORT)
              .limit(limit)
              .lean<CompactAnalysisDoc[]>(),
          serve,
        );
      },
      propertyAnalysesPage: async (_, args, ctx) => {
        const user = requireUser(ctx.user);
        const limit = listLimit(args.limit, 50);
        const offset = listOffset(args.offset);
        const [docs, total] = await Promise.all([
          analyses
            .find({ userId: user.sub }, SERVED_FIELDS)
            .sort({ createdAt: -1, _id: 1 })
            .skip(offset)
            .limit(limit)
            .lean<CompactAnalysisDoc[]>(),
          analyses.countDocuments({ userId: user.sub }),
        ]);
        return { items: docs.map(serve), total, offset, limit };
      },
      propertyAnalysis: async (_, args, ctx) => toGraphQL(await ownDoc(requireUser(ctx.user).sub, args.id)),
      solvePropertyTarget: async (_, args, ctx) => {
        const doc = await ownDoc(requireUser(ctx.user).sub, args.id);
        const metric = args.target.metric as TargetMetric;
        if (!TARGET_METRICS.includes(metric))
          throw invalidInput({ 'target.metric': `Target metric must be one of ${TARGET_METRICS.join(', ')}` });
        if (!Number.isFinite(args.target.value) || Math.abs(args.target.value) > 1000)
          throw invalidInput({ 'target.value': 'Target value must be a number between -1000 and 1000' });
        const input = Object.fromEntries(
          doc.result.assumptions.map((a: { key: string; value: number }) => [a.key, a.value]),
        ) as unknown as UnderwritingInput;
        return solveTarget(input, metric, args.target.value);
      },
      propertyAssumptionDefaults: () =>
        Object.entries(DEFAULT_LABELS).map(([name, meta]) => {
          const d = PRODUCT_DEFAULTS[name as keyof typeof PRODUCT_DEFAULTS];
          const market = [
            'mortgageRatePct',
            'propertyTaxRatePct',
            'vacancyPct',
            'rentGrowthPct',
            'appreciationPct',
          ].includes(name);
          return {
            key: meta!.key,
            label: meta!.label,
            value: d.value,
            unit: meta!.unit,
            source: market ? 'market data for the ZIP (this figure is the fallback)' : 'product default',
            sourceId: null,
            rationale: market ? `Set from the ZIP's market data when the analysis runs. ${d.rationale}` : d.rationale,
          };
        }),
      ...bulk.Query,
      ...share.Query,
    },
    Mutation: {
      analyzeProperty: (_, args, ctx: RequestContext) =>
        // Its stages (prepare, billing's authorization, compute, store) are spans the bench reads.
        inSpan('analyze property', async () => {
          const user = requireUser(ctx.user);
          const { prepared, deal } = inSpanSync('analyze prepare', () => {
            const parsed = propertyAnalysisSchema.safeParse({
              address: args.input.address,
              zipCode: args.input.zipCode,
            });
            if (!parsed.success) throw invalidInput(fieldErrors(parsed.error));
            // Every check runs before the use is authorized, so invalid input or a refused place costs nothing.
            const deal = parseDealInput(args.input.overrides ?? {});
            if ('errors' in deal)
              throw invalidInput(
                Object.fromEntries(Object.entries(deal.errors).map(([k, v]) => [`overrides.${k}`, v])),
              );
            const prepared = prepareProperty(dataset, parsed.data.address, parsed.data.zipCode, deal.deal.profile);
            if ('error' in prepared) throw invalidInput({ [prepared.field]: prepared.error });
            return { prepared, deal: deal.deal };
          });
          const id = randomUUID();
          return withMeteredUse(nc, { userId: user.sub, tool: 'property_analysis', unitId: id }, async () => {
            const doc = await inSpan('analyze compute', () =>
              computeAnalysis(prepared, deal, { userId: user.sub, id, bulk: false, narrator }),
            ).catch(asInputError);
            await inSpan('analyze store', () => analyses.create(storedAnalysis(doc)));
            void relay.kick([doc._id]);
            return toGraphQL(doc);
          });
        }),
      rerunPropertyAnalysis: async (_, args, ctx) => {
        const user = requireUser(ctx.user);
        // A compact bulk row gets its full result stored first, so the re-run keeps it in the history.
        const doc = await ownDoc(user.sub, String(args.id));
        await analyses.updateOne(
          { _id: String(args.id), userId: user.sub, result: null },
          { $set: { result: storeResult(doc.result) } },
        );
        return rerunAnalysis({ dataset, analyses, narrator }, user.sub, String(args.id), args.overrides).catch(
          asInputError,
        );
      },
      ...bulk.Mutation,
      ...share.Mutation,
    },
    BulkJob: bulk.BulkJob,
    PropertyAnalysis: {
      __resolveReference: async (ref: { id: string }, ctx: RequestContext) => {
        if (!ctx.user) return null;
        const doc = await analyses
          .findOne({ _id: ref.id, userId: ctx.user.sub }, SERVED_FIELDS)
          .lean<CompactAnalysisDoc>();
        return doc ? serve(doc) : null;
      },
    },
  };
}
