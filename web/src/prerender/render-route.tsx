import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { App } from '@/app/app';
import { takePrerenderedPageMeta, type ResolvedPageMeta } from '@/lib/page-meta';

export interface RenderedRoute {
  html: string;
  /** The title, description and canonical address the page sets, for the HTML head. */
  meta: ResolvedPageMeta | null;
}

/**
 * The server side of the build's prerender (bundled by `vite build --ssr`, run in Node): the app as a
 * signed-out visitor sees `path`, with every lazy route and section loaded, as an HTML string. The tree
 * is the one `main.tsx` hydrates, StrictMode included.
 *
 * Two passes. The first (prerender, which waits for everything) loads every lazy component the route
 * reaches. Its output is not used: a boundary that suspended comes out of it as a hidden segment that an
 * inline script moves into place, and the content security policy runs no inline script. The second pass
 * finds every component loaded, suspends nowhere and writes the markup in document order, without scripts.
 */
export async function renderRoute(path: string): Promise<RenderedRoute> {
  const app = (
    <StrictMode>
      <App location={path} />
    </StrictMode>
  );
  const { prelude } = await prerender(app);
  await new Response(prelude).text();
  takePrerenderedPageMeta();
  const html = renderToString(app);
  if (/<script|<!--\$[?!]-->/.test(html))
    throw new Error(`Prerendering ${path} left a boundary unresolved or an inline script in the markup.`);
  return { html, meta: takePrerenderedPageMeta() };
}
