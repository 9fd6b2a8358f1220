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
export const DEFERRED_STYLESHEET_ATTRIBUTE = 'data-deferred-stylesheet';

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

/**
 * A prerendered page links the app's full stylesheet for print only, so that it holds up neither the
 * parser nor the first paint (the page's own rules are inlined); the app switches it on before it draws
 * anything the inlined rules may not cover.
 */
export function applyDeferredStylesheets(doc: Document): void {
  for (const link of Array.from(doc.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_STYLESHEET_ATTRIBUTE}]`)))
    link.media = 'all';
}
