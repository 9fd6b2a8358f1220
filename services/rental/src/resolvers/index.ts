import { randomUUID } from 'node:crypto';
import { fieldErrors, rentalMarketSchema } from '@realty/proto-schemas';
import { createEvent, invalidInput, outboxOf, requireUser, type Narrator, type OutboxRelay, type RequestContext } from '@realty/service-kit';
import type { MarketDataset } from '@realty/market-data';
import { rentalMarket, type RentalMarketResult } from '../domain/rental-market.ts';
import type { RentalSearchModel } from '../model.ts';
import type { Resolvers } from '../__generated__/resolvers-types.ts';

export interface RentalDeps {
  dataset: MarketDataset;
  searches: RentalSearchModel;
  relay: OutboxRelay;
  narrator: Narrator;
}

const hasMetrics = (r: RentalMarketResult) =>
  [r.averageRent, r.medianRent, r.occupancyRate, r.inventoryCount, r.pricePerSqft].some((v) => v !== null) || r.rentTrends.length > 0;

function toGraphQL(r: RentalMarketResult) {
  return {
    location: r.location,
    resolved: r.resolved
      ? {
          kind: r.resolved.kind,
          name: r.resolved.displayName,
          state: r.resolved.state,
          note: r.resolved.note,
          alternatives: r.resolved.alternatives.map((a) => a.displayName),
        }
      : null,
    averageRent: r.averageRent,
    medianRent: r.medianRent,
    occupancyRate: r.occupancyRate,
    inventoryCount: r.inventoryCount,
    pricePerSqft: r.pricePerSqft,
    rentTrends: r.rentTrends,
    popularPropertyTypes: r.popularPropertyTypes,
    aiSummary: r.aiSummary,
    dataSources: { primary: r.dataSources.primary, secondary: r.dataSources.secondary.join('; '), methodology: r.dataSources.methodology },
    dataGeneration: Object.entries(r.dataGeneration).map(([metric, explanation]) => ({ metric, explanation })),
    sources: r.sources.map((s) => ({ ...s, asOf: s.asOf ?? null })),
  };
}

export function rentalResolvers({ dataset, searches, relay, narrator }: RentalDeps): Resolvers {
  return {
    Query: {
      rentalMarket: async (_: unknown, args: { location: string }, ctx: RequestContext) => {
        const user = requireUser(ctx.user);
        const parsed = rentalMarketSchema.safeParse({ location: args.location });
        if (!parsed.success) throw invalidInput(fieldErrors(parsed.error));
        const result = rentalMarket(dataset, parsed.data.location);
        const found = hasMetrics(result);
        if (found) {
          const facts = [result.aiSummary.summary, ...result.aiSummary.keyInsights, result.aiSummary.marketOutlook].join('\n');
          const narration = await narrator.narrate({ task: 'Summarize this rental market for an investor.', facts, fallback: result.aiSummary.summary });
          result.aiSummary = { ...result.aiSummary, summary: narration.text };
        }
        const id = randomUUID();
        const event = createEvent('rental.searched', {
          producer: 'rental',
          userId: user.sub,
          data: { searchId: id, query: parsed.data.location, resolved: result.resolved?.displayName ?? null, found },
        });
        await searches.create({
          _id: id,
          userId: user.sub,
          createdAt: new Date(),
          query: parsed.data.location,
          resolved: result.resolved?.displayName ?? null,
          found,
          _outbox: outboxOf(event),
        });
        void relay.kick([id]);
        return toGraphQL(result);
      },
      myRentalSearches: async (_: unknown, args: { limit?: number | null }, ctx: RequestContext) => {
        const user = requireUser(ctx.user);
        const limit = Math.min(Math.max(args.limit ?? 50, 1), 500);
        const docs = await searches.find({ userId: user.sub }, { _outbox: 0 }).sort({ createdAt: -1 }).limit(limit).lean();
        return docs.map((d) => ({ id: d._id, createdAt: d.createdAt.toISOString(), query: d.query, resolved: d.resolved, found: d.found }));
      },
    },
  };
}
