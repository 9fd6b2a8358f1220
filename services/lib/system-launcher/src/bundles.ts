import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';

/**
 * One file per process the launcher starts: each service's and the gateway's compiled entry (`dist/index.js`)
 * with everything it imports, workspace libraries and npm packages alike, bundled by esbuild into
 * `dist/bundles/<name>.js` at the repository root. Node then reads and compiles one file instead of resolving,
 * reading and linking some 1,600 modules, which was most of each process's start-up CPU.
 *
 * Only for the launcher (`npm start`, `npm run start:prod`, tests and benches that start the system): the
 * images run `dist/index.js` as before. A bundle older than the compiled output or the installed packages is
 * never used (see `bundlesAreFresh`).
 */
export const BUNDLES_DIR = path.join('dist', 'bundles');

/**
 * Left out of the bundles and loaded from node_modules: native addons, which find their binary beside their
 * own files, and pdf.js, which loads its worker module from beside its own file at run time (bundled, the
 * invoice service found no worker and answered every PDF as unreadable), and likewise tesseract.js, which starts
 * its OCR worker thread from a file beside its own and reads its trained data from its package's folder, and pdfkit,
 * which reads its standard fonts' metrics from files beside its own. (Optional packages that are not
 * installed, such as mongodb's compression and authentication add-ons, stay runtime require() calls that fail
 * as before.)
 */
const NATIVE_OR_FILE_READING = [
  'argon2',
  'pdfjs-dist',
  '@napi-rs/canvas',
  'tesseract.js',
  '@tesseract.js-data/eng',
  'pdfkit',
];

/**
 * Also left out: the packages OpenTelemetry's instrumentations patch (service-kit's tracing-sdk.ts). They patch a
 * package as node loads it (`require` for the MongoDB driver's and graphql's files, the loader hook for express),
 * which code inlined into a bundle never is; loaded from node_modules after the tracing preload, they are patched
 * when tracing is on and untouched when it is off. node:http and undici are node's own and patched either way.
 */
export const INSTRUMENTED = ['express', 'graphql', 'mongodb'];

const EXTERNAL = [...NATIVE_OR_FILE_READING, ...INSTRUMENTED];

/** The bundle the launcher starts for a process (`auth`, ..., `gateway`). */
export function bundleFile(repoRoot: string, name: string): string {
  return path.join(repoRoot, BUNDLES_DIR, `${name}.js`);
}

function entryOf(name: string): string {
  return name === 'gateway'
    ? path.join('gateway', 'dist', 'index.js')
    : path.join('services', name, 'dist', 'index.js');
}

/**
 * Every module keeps its own `import.meta.url`: the services find files beside their code with it (the SDL,
 * the supergraph, the bulk worker), so in the bundle each use becomes the URL of the file it was written in,
 * relative to the bundle (the repository can move; the bundles sit at one depth, so one relative path serves
 * them all).
 */
function ownModuleUrl(repoRoot: string): Plugin {
  const bundleDir = path.join(repoRoot, BUNDLES_DIR);
  return {
    name: 'own-module-url',
    setup(build) {
      // The workspace's compiled files (npm packages do not use it).
      const ownFiles = /[\\/](proto-schemas|services|gateway)[\\/].*\.js$/;
      build.onLoad({ filter: ownFiles }, (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const relative = path.relative(bundleDir, args.path).split(path.sep).join('/');
        return {
          contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(relative)}, import.meta.url).href`),
          loader: 'js',
          resolveDir: path.dirname(args.path),
        };
      });
    },
  };
}

/**
 * Apollo hashes with node's crypto through `module.require('crypto')`, and falls back to sha.js, a SHA-256
 * written in JavaScript, when `module.require` is missing, as it is inside a bundle's CommonJS wrappers. So
 * in the bundles sha.js is node's crypto: the same digests, without hashing the supergraph at start and every
 * operation's text per request in JavaScript (0.1 s of the gateway's start-up CPU).
 */
function shaJsIsNodeCrypto(): Plugin {
  return {
    name: 'sha.js-is-node-crypto',
    setup(build) {
      build.onResolve({ filter: /^sha\.js$/ }, () => ({ path: 'sha.js', namespace: 'node-crypto-sha' }));
      build.onLoad({ filter: /.*/, namespace: 'node-crypto-sha' }, () => ({
        contents:
          "const { createHash } = require('node:crypto'); module.exports = (algorithm) => createHash(algorithm);",
        loader: 'js',
      }));
    },
  };
}

/** Bundles every named process's compiled entry (run after `tsc -b tsconfig.build.json`). */
export async function buildBundles(repoRoot: string, names: readonly string[]): Promise<void> {
  const { build } = await import('esbuild');
  await build({
    absWorkingDir: repoRoot,
    entryPoints: names.map((name) => ({ in: entryOf(name), out: name })),
    outdir: path.join(repoRoot, BUNDLES_DIR),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    // The workspace packages' compiled output, as `node --conditions=built` resolves them.
    conditions: ['built'],
    external: EXTERNAL,
    // Stack traces name the TypeScript sources (the compiled files' own maps are followed).
    sourcemap: 'linked',
    sourcesContent: false,
    // Bundled CommonJS packages call require() for node's modules and the external ones.
    banner: {
      js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);",
    },
    plugins: [ownModuleUrl(repoRoot), shaJsIsNodeCrypto()],
    logLevel: 'warning',
  });
}

/**
 * Whether every bundle exists and is newer than the compiled output of every package (each package's
 * `dist/.tsbuildinfo`) and the installed npm packages: a bundle made before either changed is stale.
 */
export function bundlesAreFresh(
  repoRoot: string,
  names: readonly string[],
  compiledDirs: readonly string[],
): { fresh: boolean; reason: string } {
  const inputs = [
    ...compiledDirs.map((dir) => path.join(repoRoot, dir, 'dist', '.tsbuildinfo')),
    path.join(repoRoot, 'node_modules', '.package-lock.json'),
  ];
  const newestInput = Math.max(...inputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
  for (const name of names) {
    const file = bundleFile(repoRoot, name);
    if (!existsSync(file)) return { fresh: false, reason: `${path.relative(repoRoot, file)} is missing` };
    if (statSync(file).mtimeMs < newestInput)
      return { fresh: false, reason: `${path.relative(repoRoot, file)} is older than the compiled output` };
  }
  return { fresh: true, reason: 'every bundle is newer than the compiled output' };
}
