import { useEffect } from 'react';
import { SITE } from '@/config/site';

export interface PageMeta {
  title: string;
  description?: string;
  /** The route path, for the canonical link and og:url. */
  path: string;
  noindex?: boolean;
}

const DEFAULT_DESCRIPTION =
  'AI real estate analytics: property investment analysis, invoice auditing and rental market data with sources for every number.';

function setMeta(attr: 'name' | 'property', key: string, content: string): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

export interface ResolvedPageMeta {
  title: string;
  description: string;
  url: string;
  robots: string;
}

export function resolvePageMeta({
  title,
  description = DEFAULT_DESCRIPTION,
  path,
  noindex,
}: PageMeta): ResolvedPageMeta {
  return {
    title: title.includes(SITE.name) ? title : `${title} | ${SITE.name}`,
    description,
    url: `${SITE.url}${path}`,
    robots: noindex ? 'noindex' : 'index,follow',
  };
}

// The build's prerender renders without a document and runs no effects: the page's meta waits here for
// the prerender to write it into the HTML head.
let prerenderedMeta: ResolvedPageMeta | null = null;

/** The meta of the page rendered last without a document (the prerender), once. */
export function takePrerenderedPageMeta(): ResolvedPageMeta | null {
  const meta = prerenderedMeta;
  prerenderedMeta = null;
  return meta;
}

/**
 * Keeps title, description, canonical and the social tags in step with the route. Twitter's card reads
 * og:title and og:description when it has no twitter:title or twitter:description, so index.html sets only
 * twitter:card and no copies of the og: tags.
 */
export function usePageMeta(meta: PageMeta): void {
  const { title, description, url, robots } = resolvePageMeta(meta);
  if (typeof document === 'undefined') prerenderedMeta = { title, description, url, robots };
  useEffect(() => {
    document.title = title;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:url', url);
    setMeta('name', 'robots', robots);
    let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!canonical) {
      canonical = document.createElement('link');
      canonical.rel = 'canonical';
      document.head.appendChild(canonical);
    }
    canonical.href = url;
  }, [title, description, url, robots]);
}
