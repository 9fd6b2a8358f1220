import { mapConnection, requireUser, type PageArgs, type RequestContext } from '@realty/service-kit';
import { compareRentalMarkets } from '../application/compare-rental-markets.ts';
import { listRentalSearches, pageRentalSearches } from '../application/list-rental-searches.ts';
import { lookUpRentalMarket } from '../application/look-up-rental-market.ts';
import type { RentalDeps } from '../application/rental-deps.ts';
import { suggestLocations } from '../application/suggest-locations.ts';
import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { locationCandidateToGraphQL } from './location-candidate.ts';
import { comparisonToGraphQL } from './rental-comparison.ts';
import { rentalMarketToGraphQL } from './rental-market.ts';
import { rentalSearchToGraphQL } from './rental-search.ts';

export type { RentalDeps };

/** GraphQL to the rental use cases and back; every field needs a signed-in user. */
export function rentalResolvers(deps: RentalDeps): Resolvers {
  return {
    Query: {
      rentalMarket: async (_: unknown, args: { location: string }, ctx: RequestContext) =>
        rentalMarketToGraphQL(await lookUpRentalMarket(deps, requireUser(ctx.user).sub, args.location)),
      locationCandidates: (_: unknown, args: { text: string }, ctx: RequestContext) => {
        requireUser(ctx.user);
        return suggestLocations(deps, args.text).map(locationCandidateToGraphQL);
      },
      compareRentalMarkets: async (_: unknown, args: { locations: string[] }, ctx: RequestContext) =>
        comparisonToGraphQL(await compareRentalMarkets(deps, requireUser(ctx.user).sub, args.locations)),
      myRentalSearches: async (_: unknown, args: { limit?: number | null }, ctx: RequestContext) =>
        (await listRentalSearches(deps, requireUser(ctx.user).sub, args.limit)).map(rentalSearchToGraphQL),
      myRentalSearchesConnection: async (_: unknown, args: PageArgs, ctx: RequestContext) =>
        mapConnection(await pageRentalSearches(deps, requireUser(ctx.user).sub, args), rentalSearchToGraphQL),
    },
  };
}
