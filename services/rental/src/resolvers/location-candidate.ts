import type { LocationSuggestion } from '../application/suggest-locations.ts';

/** A place offered for a typed text, in the shape of the LocationCandidate type. */
export function locationCandidateToGraphQL(a: LocationSuggestion) {
  return {
    kind: a.kind,
    name: a.displayName,
    query: a.query,
    state: a.state,
    households: a.households,
    population: a.population,
  };
}
