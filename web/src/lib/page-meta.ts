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

/** Keeps title, description, canonical and the social tags in step with the route. */
export function usePageMeta({ title, description = DEFAULT_DESCRIPTION, path, noindex }: PageMeta): void {
  useEffect(() => {
    const fullTitle = title.includes(SITE.name) ? title : `${title} | ${SITE.name}`;
    const url = `${SITE.url}${path}`;
    document.title = fullTitle;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:url', url);
    setMeta('name', 'twitter:title', fullTitle);
    setMeta('name', 'twitter:description', description);
    setMeta('name', 'robots', noindex ? 'noindex' : 'index,follow');
    let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!canonical) {
      canonical = document.createElement('link');
      canonical.rel = 'canonical';
      document.head.appendChild(canonical);
    }
    canonical.href = url;
  }, [title, description, path, noindex]);
}
