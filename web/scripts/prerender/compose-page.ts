/**
 * One prerendered page from the built `index.html`: the route's markup inside #root (marked with the path
 * it was rendered for, which tells `main.tsx` to hydrate), the route's title and meta, the critical CSS
 * inlined in the head, and its lazy chunks preloaded (hydration needs them, and would otherwise ask for
 * them only once the entry has run). The app's stylesheet moves to the end of the body: Chromium paints the content
 * above a stylesheet in the body while that stylesheet loads, so the first paint needs nothing but the
 * HTML, and the module scripts (deferred) still run after the full stylesheet has applied.
 */

export interface PrerenderedPage {
  path: string;
  appHtml: string;
  criticalCss: string;
  /** Scripts of the route that the entry does not load (its lazy chunks), fetched alongside the entry. */
  modulePreloads?: string[];
  meta: { title: string; description: string; url: string; robots: string } | null;
}

const ROOT_ELEMENT = '<div id="root"></div>';
const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>\n?/;

const NO_STYLESHEET = 'The built index.html links no stylesheet under /assets/; the prerender cannot inline its critical part.';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The href of the app's stylesheet in the built `index.html`. */
export function stylesheetHref(template: string): string {
  const href = template.match(STYLESHEET)?.[1];
  if (!href) throw new Error(NO_STYLESHEET);
  return href;
}

function replaceOnce(html: string, search: string | RegExp, replacement: string, what: string): string {
  if (!(typeof search === 'string' ? html.includes(search) : search.test(html))) throw new Error(`The built index.html has no ${what}.`);
  return html.replace(search, () => replacement);
}

function setMetaContent(html: string, attribute: 'name' | 'property', key: string, content: string): string {
  const tag = new RegExp(`(<meta ${attribute}="${key}" content=")[^"]*(")`);
  return tag.test(html) ? html.replace(tag, (_m, start: string, end: string) => `${start}${escapeAttribute(content)}${end}`) : html;
}

function withMeta(html: string, meta: NonNullable<PrerenderedPage['meta']>): string {
  let out = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(meta.title)}</title>`);
  out = setMetaContent(out, 'name', 'description', meta.description);
  out = setMetaContent(out, 'property', 'og:title', meta.title);
  out = setMetaContent(out, 'property', 'og:description', meta.description);
  out = setMetaContent(out, 'property', 'og:url', meta.url);
  out = setMetaContent(out, 'name', 'twitter:title', meta.title);
  out = setMetaContent(out, 'name', 'twitter:description', meta.description);
  out = out.replace(/(<link rel="canonical" href=")[^"]*(")/, (_m, start: string, end: string) => `${start}${escapeAttribute(meta.url)}${end}`);
  return meta.robots === 'index,follow' ? out : out.replace('</head>', () => `  <meta name="robots" content="${escapeAttribute(meta.robots)}" />\n  </head>`);
}

export function composePrerenderedPage(template: string, page: PrerenderedPage): string {
  const stylesheet = template.match(STYLESHEET)?.[0]?.trim();
  if (!stylesheet) throw new Error(NO_STYLESHEET);
  // A style element ends at the first "</style"; the stylesheet never contains one, but a page must not break.
  const css = page.criticalCss.replace(/<\/style/gi, '<\\/style');
  const preloads = (page.modulePreloads ?? []).map((href) => `    <link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">\n`).join('');
  let html = replaceOnce(template, STYLESHEET, `${preloads}    <style>${css}</style>\n`, 'stylesheet link');
  html = replaceOnce(html, ROOT_ELEMENT, `<div id="root" data-prerendered="${escapeAttribute(page.path)}">${page.appHtml}</div>`, 'empty #root element');
  html = replaceOnce(html, '</body>', `    ${stylesheet}\n  </body>`, '</body>');
  return page.meta ? withMeta(html, page.meta) : html;
}

/** Where the page of `path` is written under dist: '/' is prerendered/index.html, '/a/b' prerendered/a/b.html. */
export function prerenderedFileFor(path: string): string {
  const name = path.replace(/^\/+|\/+$/g, '');
  if (!/^[a-z0-9-]*(\/[a-z0-9-]+)*$/.test(name)) throw new Error(`Cannot prerender ${path}: only lower-case paths without a query.`);
  return `prerendered/${name === '' ? 'index' : name}.html`;
}
