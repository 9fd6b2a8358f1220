import { randomUUID } from 'node:crypto';
import type { NatsConnection } from 'nats';
import { fieldErrors, MAX_USAGE_BATCH, MESSAGES, propertyAnalysisSchema, type GateReason } from '@realty/proto-schemas';
import {
  appError, authorizeUsageBatch, createEvent, invalidInput, notFound, outboxOf, releaseUsage, requireUser, usageRefusedError, withMeteredUse,
  type Narrator, type OutboxRelay, type RequestContext,
} from '@realty/service-kit';
import { zipFacts, type MarketDataset } from '@realty/market-data';
import { analyzeProperty, checkPropertyLocation, parseCsvRows, type PropertyMarketContext, type UnderwritingInput } from '../domain/index.ts';
import { contextFromZipFacts } from '../context-from-market-data.ts';
import { toRecord, type PlaceSummary } from '../to-graphql.ts';
import type { PropertyAnalysisDoc, PropertyAnalysisModel } from '../model.ts';
import type { MutationAnalyzePropertyArgs, Resolvers } from '../__generated__/resolvers-types.ts';

export interface AnalysisDeps {
  dataset: MarketDataset;
  analyses: PropertyAnalysisModel;
  relay: OutboxRelay;
  nc: NatsConnection;
  narrator: Narrator;
  bulkMaxRows: number;
}

/** Rows per billing request and per database write during a bulk upload. */
const BULK_BATCH = Math.min(250, MAX_USAGE_BATCH);

type Overrides = Partial<UnderwritingInput> & { purchasePrice?: number; monthlyRent?: number; bedrooms?: number };

interface Prepared {
  address: string;
  zipCode: string;
  context: PropertyMarketContext;
  place: PlaceSummary | null;
}

/** Resolves the market context for a ZIP, or says in the spec's words why it cannot. */
function prepare(dataset: MarketDataset, address: string, zip: string, bedrooms?: number | null): Prepared | { error: string; field: 'address' | 'zipCode' } {
  const check = checkPropertyLocation(address, zip);
  if (check.errors.length > 0) {
    const first = check.errors[0]!;
    return { error: first, field: first === MESSAGES.address ? 'address' : 'zipCode' };
  }
  const facts = zipFacts(dataset, check.zipCode, { bedrooms: bedrooms ?? null });
  const context = facts ? contextFromZipFacts(facts) : null;
  if (!facts || !context) {
    return { error: `We have no public market data for ZIP code ${check.zipCode}, so it cannot be analyzed.`, field: 'zipCode' };
  }
  const place = facts.location ? { city: facts.location.city, state: facts.location.state, county: facts.location.countyName } : null;
  return { address: check.address, zipCode: check.zipCode, context, place };
}

function toGraphQL(doc: Pick<PropertyAnalysisDoc, 'result'>) {
  return doc.result;
}

export function analysisResolvers(deps: AnalysisDeps): Resolvers {
  const { dataset, analyses, relay, nc, narrator } = deps;

  /** Computes and builds the document (with its event in the outbox); does not store it. */
  async function compute(userId: string, p: Prepared, overrides: Overrides, bulk: boolean, id: string): Promise<PropertyAnalysisDoc> {
    const now = new Date();
    const { bedrooms: _bedrooms, ...underwritingOverrides } = overrides;
    const analysis = analyzeProperty({ address: p.address, zipCode: p.zipCode, context: p.context, overrides: underwritingOverrides, now });
    // Bulk rows keep the template narrative: a model call per row would make 10,000 rows slow and costly.
    const narration = bulk
      ? { text: analysis.view.aiSummary, source: 'template' as const }
      : await narrator.narrate({ task: 'Rewrite this property investment analysis for an investor.', facts: analysis.view.aiSummary, fallback: analysis.view.aiSummary });
    const result = toRecord({ id, createdAt: now, analysis, place: p.place, aiSummary: narration.text, aiSummarySource: narration.source });
    const event = createEvent('analysis.completed', {
      producer: 'analysis',
      userId,
      data: { analysisId: id, address: result.address, zipCode: result.zipCode, estimatedValue: result.estimatedValue, monthlyRent: result.monthlyRent, bulk },
    });
    return { _id: id, userId, createdAt: now, bulk, address: result.address, zipCode: result.zipCode, result, _outbox: outboxOf(event) };
  }

  return {
    Query: {
      myPropertyAnalyses: async (_: unknown, args: { limit?: number | null }, ctx: RequestContext) => {
        const user = requireUser(ctx.user);
        const limit = Math.min(Math.max(args.limit ?? 100, 1), 500);
        const docs = await analyses.find({ userId: user.sub }, { result: 1 }).sort({ createdAt: -1 }).limit(limit).lean();
        return docs.map(toGraphQL);
      },
      propertyAnalysis: async (_: unknown, args: { id: string }, ctx: RequestContext) => {
        const user = requireUser(ctx.user);
        const doc = await analyses.findOne({ _id: String(args.id), userId: user.sub }, { result: 1 }).lean();
        if (!doc) throw notFound('Property analysis not found');
        return toGraphQL(doc);
      },
    },
    Mutation: {
      analyzeProperty: async (_: unknown, args: MutationAnalyzePropertyArgs, ctx: RequestContext) => {
        const user = requireUser(ctx.user);
        const parsed = propertyAnalysisSchema.safeParse(args.input);
        if (!parsed.success) throw invalidInput(fieldErrors(parsed.error));
        const overrides = Object.fromEntries(Object.entries(args.input.overrides ?? {}).filter(([, v]) => v !== null && v !== undefined)) as Overrides;
        const prepared = prepare(dataset, parsed.data.address, parsed.data.zipCode, overrides.bedrooms);
        if ('error' in prepared) throw invalidInput({ [prepared.field]: prepared.error });
        const id = randomUUID();
        return withMeteredUse(nc, { userId: user.sub, tool: 'property_analysis', unitId: id }, async () => {
          let doc: PropertyAnalysisDoc;
          try {
            doc = await compute(user.sub, prepared, overrides, false, id);
          } catch (err) {
            if (err instanceof Error && 'code' in err && String((err as { code: unknown }).code).startsWith('ANALYSIS.')) {
              throw appError('BAD_USER_INPUT', err.message, { fields: { overrides: err.message } });
            }
            throw err;
          }
          await analyses.create(doc);
          void relay.kick([doc._id]);
          return toGraphQL(doc);
        });
      },
      bulkAnalyzeProperties: async (_: unknown, args: { csv: string }, ctx: RequestContext) => {
        const user = requireUser(ctx.user);
        const parsed = parseCsvRows(args.csv);
        if (parsed.fileRejected) throw invalidInput({ file: parsed.errors[0]?.message ?? 'The CSV file could not be read' });
        if (parsed.rows.length + parsed.errors.length > deps.bulkMaxRows) {
          throw appError('PAYLOAD_TOO_LARGE', `The CSV has ${(parsed.rows.length + parsed.errors.length).toLocaleString('en-US')} rows; the limit is ${deps.bulkMaxRows.toLocaleString('en-US')} per upload.`);
        }
        const errors = [...parsed.errors];
        const batchId = randomUUID();
        let processed = 0;
        let skipped = 0;
        let reason: GateReason | null = null;
        // Rows go in batches: rows that cannot be analyzed are found first (they cost nothing),
        // then billing grants the batch's units in one request, then the granted rows are
        // computed and stored together with their events.
        for (let start = 0; start < parsed.rows.length; start += BULK_BATCH) {
          const batch = parsed.rows.slice(start, start + BULK_BATCH);
          if (reason) {
            skipped += batch.length;
            continue;
          }
          const ready: Array<{ line: number; prepared: Prepared; unitId: string }> = [];
          for (const row of batch) {
            const prepared = prepare(dataset, row.address, row.zipCode);
            if ('error' in prepared) errors.push({ line: row.line, message: prepared.error });
            else ready.push({ line: row.line, prepared, unitId: `${batchId}:${row.line}` });
          }
          if (ready.length === 0) continue;
          const grant = await authorizeUsageBatch(nc, { userId: user.sub, tool: 'bulk_property_row', unitIds: ready.map((r) => r.unitId) });
          const granted = new Set(grant.granted);
          reason = grant.reason;
          const docs: PropertyAnalysisDoc[] = [];
          const docUnits: string[] = [];
          for (const row of ready) {
            if (!granted.has(row.unitId)) {
              skipped += 1;
              continue;
            }
            try {
              docs.push(await compute(user.sub, row.prepared, {}, true, randomUUID()));
              docUnits.push(row.unitId);
            } catch (err) {
              await releaseUsage(nc, { userId: user.sub, unitId: row.unitId });
              errors.push({ line: row.line, message: err instanceof Error && 'code' in err ? err.message : 'This row could not be analyzed' });
            }
          }
          try {
            if (docs.length) await analyses.insertMany(docs, { ordered: true });
          } catch (err) {
            // Nothing of this batch is kept: give its units back so the user is not charged.
            for (const unitId of docUnits) await releaseUsage(nc, { userId: user.sub, unitId });
            throw err;
          }
          processed += docs.length;
          void relay.kick(docs.map((d) => d._id));
        }
        if (processed === 0 && reason) throw usageRefusedError(reason);
        errors.sort((a, b) => a.line - b.line);
        return { processed, failed: errors.length, skipped, reason, errors };
      },
    },
    PropertyAnalysis: {
      __resolveReference: async (ref: { id: string }, ctx: RequestContext) => {
        if (!ctx.user) return null;
        const doc = await analyses.findOne({ _id: ref.id, userId: ctx.user.sub }, { result: 1 }).lean();
        return doc ? toGraphQL(doc) : null;
      },
    },
  };
}
