import { DEFERRED_STYLESHEET_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from '../../src/app/prerendered-page';

/**
 * One prerendered page from the built `index.html`: the route's markup inside #root (marked with the path
 * it was rendered for, which tells `main.tsx` to hydrate), the route's title and meta, the critical CSS
 * inlined in the head. The inlined part styles all of the page's markup, so the app's full
 * stylesheet is not needed to paint it: it is linked for print only, which blocks neither parsing nor
 * painting and downloads at low priority, and `main.tsx` switches it on for everything the app draws
 * later (dialogs, other routes). A link in the body would hold the parser, and in Chromium the first
 * paint with it, until the stylesheet arrived; an onload handler would be an inline script.
 */
export interface PrerenderedPage {
  path: string;
  appHtml: string;
  criticalCss: string;
  meta: { title: string; description: string; url: string; robots: string } | null;
}

const ROOT_ELEMENT = '<div id="root"></div>';
const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>\n?/;

const NO_STYLESHEET =
  'The built index.html links no stylesheet under /assets/; the prerender cannot inline its critical part.';

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The href of the app's stylesheet in the built `index.html`. */
export function stylesheetHref(template: string): string {
  const href = template.match(STYLESHEET)?.[1];
  if (!href) throw new Error(NO_STYLESHEET);
  return href;
}

function replaceOnce(html: string, search: string | RegExp, replacement: string, what: string): string {
  if (!(typeof search === 'string' ? html.includes(search) : search.test(html)))
    throw new Error(`The built index.html has no ${what}.`);
  return html.replace(search, () => replacement);
}

function setMetaContent(html: string, attribute: 'name' | 'property', key: string, content: string): string {
  const tag = new RegExp(`(<meta ${attribute}="${key}" content=")[^"]*(")`);
  return tag.test(html)
    ? html.replace(tag, (_m, start: string, end: string) => `${start}${escapeAttribute(content)}${end}`)
    : html;
}

function withMeta(html: string, meta: NonNullable<PrerenderedPage['meta']>): string {
  let out = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(meta.title)}</title>`);
  out = setMetaContent(out, 'name', 'description', meta.description);
  out = setMetaContent(out, 'property', 'og:title', meta.title);
  out = setMetaContent(out, 'property', 'og:description', meta.description);
  out = setMetaContent(out, 'property', 'og:url', meta.url);
  out = out.replace(
    /(<link rel="canonical" href=")[^"]*(")/,
    (_m, start: string, end: string) => `${start}${escapeAttribute(meta.url)}${end}`,
  );
  return meta.robots === 'index,follow'
    ? out
    : out.replace('</head>', () => `  <meta name="robots" content="${escapeAttribute(meta.robots)}" />\n  </head>`);
}

export function composePrerenderedPage(template: string, page: PrerenderedPage): string {
  const href = stylesheetHref(template);
  // A style element ends at the first "</style"; the stylesheet never contains one, but a page must not break.
  const css = page.criticalCss.replace(/<\/style/gi, '<\\/style');
  const stylesheets = `    <style>${css}</style>\n    <link rel="stylesheet" crossorigin href="${escapeAttribute(href)}" media="print" ${DEFERRED_STYLESHEET_ATTRIBUTE}>\n`;
  let html = replaceOnce(template, STYLESHEET, stylesheets, 'stylesheet link');
  html = replaceOnce(
    html,
    ROOT_ELEMENT,
    `<div id="root" ${PRERENDERED_ATTRIBUTE}="${escapeAttribute(page.path)}">${page.appHtml}</div>`,
    'empty #root element',
  );
  return page.meta ? withMeta(html, page.meta) : html;
}

/** Where the page of `path` is written under dist: '/' is prerendered/index.html, '/a/b' prerendered/a/b.html. */
export function prerenderedFileFor(path: string): string {
  const name = path.replace(/^\/+|\/+$/g, '');
  if (!/^[a-z0-9-]*(\/[a-z0-9-]+)*$/.test(name))
    throw new Error(`Cannot prerender ${path}: only lower-case paths without a query.`);
  return `prerendered/${name === '' ? 'index' : name}.html`;
}
