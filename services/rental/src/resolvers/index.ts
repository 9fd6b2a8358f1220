import { randomUUID } from 'node:crypto';
import { compareRentalMarketsSchema, fieldErrors, rentalMarketSchema } from '@realty/proto-schemas';
import {
  CURSOR_SORT,
  cursorPage,
  invalidInput,
  listLimit,
  requireUser,
  type Narrator,
  type OutboxRelay,
  type PageArgs,
  type RequestContext,
} from '@realty/service-kit';
import { bareState, resolveLocation, stateSuggestions, type MarketDataset } from '@realty/market-data';
import { compareRentalMarkets } from '../domain/compare-markets.ts';
import { rentalMarket } from '../domain/rental-market.ts';
import type { RentalSearchDoc, RentalSearchModel } from '../model.ts';
import { rentalSearchedOutbox } from '../events/rental-searched.ts';
import type { Resolvers } from '../__generated__/resolvers-types.ts';
import {
  candidateToGraphQL,
  comparisonToGraphQL,
  hasMetrics,
  rentalMarketToGraphQL,
} from './rental-market-to-graphql.ts';

export interface RentalDeps {
  dataset: MarketDataset;
  searches: RentalSearchModel;
  relay: OutboxRelay;
  narrator: Narrator;
}

/** Rental searches are not metered but need a sign-in; each is recorded with its event in one write. */
async function recordSearch(
  deps: RentalDeps,
  userId: string,
  query: string,
  resolved: string | null,
  found: boolean,
): Promise<void> {
  const id = randomUUID();
  const _outbox = rentalSearchedOutbox(userId, { searchId: id, query, resolved, found });
  await deps.searches.create({ _id: id, userId, createdAt: new Date(), query, resolved, found, _outbox });
  void deps.relay.kick([id]);
}

function toRentalSearch(d: Omit<RentalSearchDoc, '_outbox'>) {
  return { id: d._id, createdAt: d.createdAt.toISOString(), query: d.query, resolved: d.resolved, found: d.found };
}

export function rentalResolvers(deps: RentalDeps): Resolvers {
  const { dataset, searches, narrator } = deps;
  return {
    Query: {
      rentalMarket: async (_: unknown, args: { location: string }, ctx: RequestContext) => {
        const user = requireUser(ctx.user);
        const parsed = rentalMarketSchema.safeParse({ location: args.location });
        if (!parsed.success) throw invalidInput(fieldErrors(parsed.error));
        const result = rentalMarket(dataset, parsed.data.location);
        const found = hasMetrics(result);
        if (found) {
          const facts = [
            result.aiSummary.summary,
            ...result.aiSummary.keyInsights,
            result.aiSummary.marketOutlook,
          ].join('\n');
          const narration = await narrator.narrate({
            task: 'Summarize this rental market for an investor.',
            facts,
            fallback: result.aiSummary.summary,
          });
          result.aiSummary = { ...result.aiSummary, summary: narration.text };
        }
        await recordSearch(deps, user.sub, parsed.data.location, result.resolved?.displayName ?? null, found);
        return rentalMarketToGraphQL(result);
      },
      locationCandidates: (_: unknown, args: { text: string }, ctx: RequestContext) => {
        requireUser(ctx.user);
        const parsed = rentalMarketSchema.safeParse({ location: args.text });
        if (!parsed.success) throw invalidInput(fieldErrors(parsed.error));
        const resolved = resolveLocation(dataset, parsed.data.location);
        if (resolved) {
          return [
            {
              kind: resolved.kind,
              name: resolved.displayName,
              query: resolved.displayName,
              state: resolved.state,
              households: resolved.households,
              population: resolved.population,
            },
            ...resolved.alternatives.map(candidateToGraphQL),
          ];
        }
        const state = bareState(parsed.data.location);
        return state ? stateSuggestions(dataset, state).map(candidateToGraphQL) : [];
      },
      compareRentalMarkets: async (_: unknown, args: { locations: string[] }, ctx: RequestContext) => {
        const user = requireUser(ctx.user);
        const parsed = compareRentalMarketsSchema.safeParse({ locations: args.locations });
        if (!parsed.success) throw invalidInput(fieldErrors(parsed.error));
        const comparison = compareRentalMarkets(dataset, parsed.data.locations);
        const resolved = comparison.places.map((p) => p.resolved?.displayName ?? '?').join(' | ');
        await recordSearch(
          deps,
          user.sub,
          `Compare: ${parsed.data.locations.join(' | ')}`,
          resolved,
          comparison.places.some(hasMetrics),
        );
        return comparisonToGraphQL(comparison);
      },
      myRentalSearches: async (_: unknown, args: { limit?: number | null }, ctx: RequestContext) => {
        const user = requireUser(ctx.user);
        const limit = listLimit(args.limit, 50);
        const docs = await searches
          .find({ userId: user.sub }, { _outbox: 0 })
          .sort({ createdAt: -1 })
          .limit(limit)
          .lean();
        return docs.map(toRentalSearch);
      },
      myRentalSearchesConnection: async (_: unknown, args: PageArgs, ctx: RequestContext) => {
        const user = requireUser(ctx.user);
        return cursorPage(
          args,
          (after, limit) =>
            searches
              .find({ userId: user.sub, ...after }, { _outbox: 0 })
              .sort(CURSOR_SORT)
              .limit(limit)
              .lean(),
          toRentalSearch,
        );
      },
    },
  };
}
