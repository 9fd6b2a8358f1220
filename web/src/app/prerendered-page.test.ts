import { describe, expect, it } from 'vitest';
import { applyDeferredStylesheets, canHydratePrerenderedPage, routePath } from './prerendered-page';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('hydrating a prerendered page', () => {
  it('hydrates a signed-out visitor on the route the page was rendered for, trailing slash or not', () => {
    expect(canHydratePrerenderedPage('/', at('/'), false)).toBe(true);
    expect(canHydratePrerenderedPage('/property-analyzer', at('/property-analyzer/'), false)).toBe(true);
  });

  it('renders afresh for a stored token, a query, another route or a page that was not prerendered', () => {
    expect(canHydratePrerenderedPage('/', at('/'), true)).toBe(false);
    expect(
      canHydratePrerenderedPage('/property-analyzer', at('/property-analyzer', '?address=1%20Main%20St'), false),
    ).toBe(false);
    expect(canHydratePrerenderedPage('/', at('/index'), false)).toBe(false);
    expect(canHydratePrerenderedPage(null, at('/pricing'), false)).toBe(false);
  });

  it('reads /a/ and /a as one route', () => {
    expect(routePath('/rental-market//')).toBe('/rental-market');
    expect(routePath('/')).toBe('/');
  });
});

describe('the deferred stylesheet of a prerendered page', () => {
  it('is switched from print to every medium', () => {
    document.head.innerHTML =
      '<link rel="stylesheet" href="/assets/a.css" media="print" data-deferred-stylesheet><link rel="stylesheet" href="/print.css" media="print">';
    applyDeferredStylesheets(document);
    const [deferred, printOnly] = Array.from(document.querySelectorAll('link'));
    expect(deferred?.media).toBe('all');
    expect(printOnly?.media).toBe('print');
  });
});
