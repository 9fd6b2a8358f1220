/**
 * Prerenders the landing page and the tool pages into static HTML after `vite build`: each page paints
 * its headline, form and demo from the HTML and its inlined critical CSS, before any script has loaded,
 * and the app then hydrates it. The gateway serves dist/prerendered/<route>.html for those routes and the
 * empty shell (dist/index.html) for every other one.
 *
 * Run: `tsx scripts/prerender/run-prerender.ts` from web/ (the `build` script does, after `vite build`).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import type { RenderedRoute } from '../../src/prerender/render-route';
import { precompressFile } from '../../vite-plugins/precompress';
import { criticalCss } from './critical-css';
import { composePrerenderedPage, prerenderedFileFor, stylesheetHref } from './compose-page';

/**
 * The routes a visitor lands on from outside: the landing page and the three tools. Their lazy chunks are
 * not preloaded: on the throttled line they competed with the page for the line and the CPU, and the tool
 * pages painted later (LCP 2.6-3.0 s with them, 1.1-2.2 s without, on a loaded machine); hydration asks
 * for them once the entry has run.
 */
const PRERENDERED_ROUTES = ['/', '/property-analyzer', '/invoice-checker', '/rental-market'];

const WEB_DIR = fileURLToPath(new URL('../..', import.meta.url));
const DIST = path.join(WEB_DIR, 'dist');
// Inside web/ so that the bundle's imports of react-dom and the rest resolve from node_modules.
const SERVER_BUNDLE_DIR = path.join(WEB_DIR, 'node_modules', '.prerender-ssr');

async function buildServerBundle(): Promise<(route: string) => Promise<RenderedRoute>> {
  await build({
    root: WEB_DIR,
    logLevel: 'warn',
    build: {
      ssr: 'src/prerender/render-route.tsx',
      outDir: SERVER_BUNDLE_DIR,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
    },
  });
  const bundle = (await import(pathToFileURL(path.join(SERVER_BUNDLE_DIR, 'render-route.js')).href)) as {
    renderRoute: (route: string) => Promise<RenderedRoute>;
  };
  return bundle.renderRoute;
}

async function main(): Promise<void> {
  const template = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const fullCss = readFileSync(path.join(DIST, stylesheetHref(template)), 'utf8');
  const renderRoute = await buildServerBundle();
  rmSync(path.join(DIST, 'prerendered'), { recursive: true, force: true });
  for (const route of PRERENDERED_ROUTES) {
    const { html: appHtml, meta } = await renderRoute(route);
    const css = criticalCss(fullCss, appHtml);
    const page = composePrerenderedPage(template, { path: route, appHtml, criticalCss: css, meta });
    const file = path.join(DIST, prerenderedFileFor(route));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, page);
    precompressFile(file);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(
      `prerendered ${route.padEnd(20)} ${kb(page.length)} (${kb(gzipSync(page).length)} gzip), critical CSS ${kb(css.length)} of ${kb(fullCss.length)}`,
    );
  }
  rmSync(SERVER_BUNDLE_DIR, { recursive: true, force: true });
}

await main();
