/**
 * The build prerenders a few routes into static HTML for a visitor (signed out, no query): the page paints
 * before any script has loaded, and React then hydrates that markup instead of drawing it again. The root
 * element names the path it was rendered for (`data-prerendered`).
 *
 * Hydration needs the browser's first render to produce the same markup. That holds only for the visitor
 * the page was rendered for: a stored token makes the first render a session spinner, and a query
 * (`?address=...`) fills the form. In those cases the app renders afresh over the prerendered markup,
 * which stays on screen until then.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** '/property-analyzer/' and '/property-analyzer' are one route; '/' stays '/'. */
export function routePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function canHydratePrerenderedPage(
  renderedFor: string | null | undefined,
  location: { pathname: string; search: string },
  hasStoredToken: boolean,
): boolean {
  if (!renderedFor || hasStoredToken) return false;
  if (location.search !== '' && location.search !== '?') return false;
  return routePath(location.pathname) === routePath(renderedFor);
}
