import { createReadStream, existsSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';

/**
 * Serves the built web app. The build writes a brotli (.br) and a gzip (.gz) copy of every file, so each
 * answer is a file read, never a compression per request: the client's Accept-Encoding picks the copy
 * (brotli, then gzip, then the original) and `Vary: Accept-Encoding` tells caches the answer depends on it.
 * Hashed files under /assets/ never change and are cached for a year; the HTML is revalidated on every
 * visit so a new deploy is seen at once. A request for a file that does not exist (it has an extension,
 * or it is under /assets/) is a 404, never the app shell: a browser would otherwise run HTML as a script.
 * Any other GET is a client-side route: the page the build prerendered for it when there is one
 * (dist/prerendered/<route>.html, '/' as index.html: the route's markup, painted before any script loads),
 * otherwise the empty shell (the app renders the route, or its own 404 page).
 */

export type Encoding = 'br' | 'gzip' | 'identity';

const EXTENSION_OF: Record<Exclude<Encoding, 'identity'>, string> = { br: '.br', gzip: '.gz' };

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
};

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';
const CACHE_PLAIN_FILE = 'public, max-age=3600';

/** The encodings a client accepts, best first (brotli before gzip), honouring q=0 and `*`. */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const quality = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    quality.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const accepts = (name: string) => (quality.get(name) ?? quality.get('*') ?? 0) > 0;
  const out: Encoding[] = [];
  if (accepts('br')) out.push('br');
  if (accepts('gzip')) out.push('gzip');
  out.push('identity');
  return out;
}

function statFile(file: string): Stats | null {
  try {
    const stats = statSync(file);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

/** True for a path that names a file rather than a client-side route. */
export function looksLikeFile(urlPath: string): boolean {
  return urlPath.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path.posix.basename(urlPath));
}

/** The build's prerendered page for a client-side route, if it made one. */
function prerenderedPage(root: string, urlPath: string): { file: string; stats: Stats } | null {
  const name = urlPath.replace(/^\/+|\/+$/g, '');
  if (name === 'index' || !/^([a-z0-9-]+(\/[a-z0-9-]+)*)?$/.test(name)) return null;
  const file = path.join(root, 'prerendered', `${name || 'index'}.html`);
  const stats = statFile(file);
  return stats ? { file, stats } : null;
}

function cacheControlFor(urlPath: string, file: string): string {
  if (file.endsWith('.html')) return CACHE_REVALIDATE;
  if (urlPath.startsWith('/assets/')) return CACHE_IMMUTABLE;
  return CACHE_PLAIN_FILE;
}

function sendFile(req: Request, res: Response, file: string, stats: Stats, cacheControl: string): void {
  let chosen: { file: string; stats: Stats; encoding: Encoding } = { file, stats, encoding: 'identity' };
  for (const encoding of acceptedEncodings(req.headers['accept-encoding'])) {
    if (encoding === 'identity') break;
    const variant = `${file}${EXTENSION_OF[encoding]}`;
    const variantStats = statFile(variant);
    if (variantStats) {
      chosen = { file: variant, stats: variantStats, encoding };
      break;
    }
  }
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}-${chosen.encoding}"`;
  res.setHeader('Content-Type', CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', etag);
  res.setHeader('Last-Modified', stats.mtime.toUTCString());
  if (chosen.encoding !== 'identity') res.setHeader('Content-Encoding', chosen.encoding);
  if (req.headers['if-none-match'] === etag) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Length', String(chosen.stats.size));
  if (req.method === 'HEAD') {
    res.status(200).end();
    return;
  }
  res.status(200);
  createReadStream(chosen.file)
    .on('error', (err) => res.destroy(err))
    .pipe(res);
}

/** Serves `dist` (when built) or the fallback page for every GET/HEAD that reached it. */
export function staticAssets(dist: string | null, fallbackPage: string) {
  const root = dist ? path.resolve(dist) : null;
  const shell = root ? path.join(root, 'index.html') : null;

  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(req.path);
    } catch {
      res.status(400).type('text/plain').send('Bad request');
      return;
    }
    if (!root || !shell || !existsSync(shell)) {
      res.setHeader('Cache-Control', CACHE_REVALIDATE);
      res.type('html').send(fallbackPage);
      return;
    }
    const file = path.join(root, path.posix.normalize(urlPath));
    const inside = file.startsWith(`${root}${path.sep}`);
    const stats = inside && !/\.(br|gz)$/.test(file) ? statFile(file) : null;
    if (stats) return sendFile(req, res, file, stats, cacheControlFor(urlPath, file));
    if (looksLikeFile(urlPath)) {
      res.setHeader('Cache-Control', CACHE_REVALIDATE);
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    const page = prerenderedPage(root, urlPath);
    if (page) return sendFile(req, res, page.file, page.stats, CACHE_REVALIDATE);
    const shellStats = statFile(shell);
    if (!shellStats) return next();
    sendFile(req, res, shell, shellStats, CACHE_REVALIDATE);
  };
}
