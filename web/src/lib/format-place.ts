/**
 * The one place formatter of the client. Place names arrive in several shapes: a city with a separate
 * state ('Austin' + 'TX'), a Zillow metro name that already carries its states ('Denver, CO',
 * 'Kansas City, MO-KS') plus a state field, a ZIP code, a county. Appending the state to a name that
 * already ends with it is how "Denver, CO, CO" reached the screen; here a state is added only when the
 * name does not already end with one.
 */

import { formatMonth, type DateInput } from './format-date';

export interface PlaceInput {
  /** 'zip', 'city', 'county' or 'metro' when known. */
  kind?: string | null;
  name?: string | null;
  state?: string | null;
}

// ", CO" or ", MO-KS" or ", NY-NJ-PA" at the end of a name: the name already says its state(s).
const TRAILING_STATES = /,\s*[A-Z]{2}(?:-[A-Z]{2})*$/;

function clean(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** 'Austin, TX'; 'Denver, CO' (never 'Denver, CO, CO'); 'ZIP 78701'; '' when there is nothing to show. */
export function formatPlace(place: PlaceInput | null | undefined): string {
  if (!place) return '';
  const name = clean(place.name);
  const state = clean(place.state).toUpperCase();
  if (!name) return state;
  if (place.kind === 'zip' || /^\d{5}$/.test(name)) return `ZIP ${name}${state ? `, ${state}` : ''}`;
  if (!state || TRAILING_STATES.test(name)) return name;
  // A name that already ends with the state, without the comma ('Denver CO'), is left as it is.
  if (name.toUpperCase().endsWith(` ${state}`)) return name;
  return `${name}, ${state}`;
}

/** A city and state with an optional ZIP after them: 'Austin, TX 78701'. */
export function formatCityLine(
  city: string | null | undefined,
  state: string | null | undefined,
  zip?: string | null,
): string {
  const cityState = formatPlace({ kind: 'city', name: city, state });
  return [cityState, clean(zip)].filter(Boolean).join(' ');
}

/** The geography and period a figure describes: 'ZIP 78701, Oct 2025'. */
export function describeScope(place: PlaceInput | string | null | undefined, period: DateInput): string {
  const where = typeof place === 'string' ? clean(place) : formatPlace(place);
  const when = formatMonth(period);
  return [where, when === '-' ? '' : when].filter(Boolean).join(', ');
}
