import { rentalMarketSchema } from '@realty/proto-schemas';
import { bareState, resolveLocation, stateSuggestions, type LocationAlternative } from '@realty/market-data';
import { invalidLocation } from '../errors.ts';
import type { RentalDeps } from './rental-deps.ts';

/** A place offered for a typed text, with the text that resolves to exactly it. */
export type LocationSuggestion = Pick<
  LocationAlternative,
  'kind' | 'displayName' | 'query' | 'state' | 'households' | 'population'
>;

/**
 * The places a typed text may mean: the resolved place first (searched by its display name) and its alternatives,
 * or, for a bare state, that state's suggested places.
 */
export function suggestLocations(deps: Pick<RentalDeps, 'dataset'>, text: string): LocationSuggestion[] {
  const parsed = rentalMarketSchema.safeParse({ location: text });
  if (!parsed.success) throw invalidLocation(parsed.error);
  const resolved = resolveLocation(deps.dataset, parsed.data.location);
  if (resolved) {
    const { kind, displayName, state, households, population } = resolved;
    return [{ kind, displayName, query: displayName, state, households, population }, ...resolved.alternatives];
  }
  const state = bareState(parsed.data.location);
  return state ? stateSuggestions(deps.dataset, state) : [];
}
