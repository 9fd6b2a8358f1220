import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { bundlesAreFresh } from './bundles.ts';
import { LAUNCHED } from './processes.ts';

/**
 * Whether every package the launched processes load has compiled output (`npm run build`) that is
 * newer than its TypeScript sources. Started from that output with plain node, a process starts
 * in about half the time it takes under tsx (tsx's hooks slow every module load, node_modules
 * included), which is most of the time a killed process needs to answer again. Output older than
 * any source is never used: the processes would run code that is not in the tree.
 */
export function builtOutputIsFresh(
  repoRoot: string,
  { withLauncher = false } = {},
): { fresh: boolean; reason: string } {
  for (const dir of compiledPackageDirs(repoRoot, withLauncher)) {
    const buildInfo = path.join(repoRoot, dir, 'dist', '.tsbuildinfo');
    if (!existsSync(buildInfo)) return { fresh: false, reason: `${dir} is not built` };
    const builtAt = statSync(buildInfo).mtimeMs;
    const newer = newestSource(path.join(repoRoot, dir, 'src'));
    if (newer && newer.mtimeMs > builtAt)
      return { fresh: false, reason: `${path.relative(repoRoot, newer.file)} changed after the last build` };
  }
  return { fresh: true, reason: 'every package is built from its current sources' };
}

/**
 * Brings the compiled output up to date (`tsc -b tsconfig.build.json`, incremental: seconds when
 * little changed) unless it already is, so `npm start` and `npm run faults` run the built
 * JavaScript, then the bundles the launcher starts (`npm run build:bundles`, see bundles.ts). A failed
 * build is reported and the sources are run instead: starting the product must not depend on the type
 * checker being happy with someone's half-finished edit.
 */
export function ensureBuiltOutput(repoRoot: string, log: (msg: string) => void): boolean {
  if (!builtOutputIsFresh(repoRoot).fresh) {
    log('building the services (tsc -b tsconfig.build.json) so they start from JavaScript...');
    const started = Date.now();
    const tsc = path.join(repoRoot, 'node_modules', '.bin', 'tsc');
    const res = spawnSync(tsc, ['-b', 'tsconfig.build.json'], { cwd: repoRoot, encoding: 'utf8' });
    const output = builtOutputIsFresh(repoRoot);
    if (res.status !== 0)
      log(
        `the build reported errors:\n${`${res.stdout ?? ''}${res.stderr ?? ''}`.trim().split('\n').slice(0, 20).join('\n')}`,
      );
    log(
      output.fresh
        ? `built in ${((Date.now() - started) / 1000).toFixed(1)} s`
        : `still not built (${output.reason}); running the TypeScript sources`,
    );
    if (!output.fresh) return false;
  }
  if (!launchedBundlesAreFresh(repoRoot).fresh) {
    log('bundling the services and the gateway (npm run build:bundles)...');
    const res = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'services', 'lib', 'system-launcher', 'src', 'build-bundles.ts')],
      { cwd: repoRoot, encoding: 'utf8' },
    );
    const bundles = launchedBundlesAreFresh(repoRoot);
    if (res.status !== 0 || !bundles.fresh)
      log(
        `not bundled (${`${res.stdout ?? ''}${res.stderr ?? ''}`.trim().split('\n').slice(0, 20).join('\n') || bundles.reason}); running the compiled files one by one`,
      );
    else log(res.stdout.trim());
  }
  return true;
}

/** Whether the bundles of every launched process are newer than the compiled output they were made from. */
export function launchedBundlesAreFresh(repoRoot: string): { fresh: boolean; reason: string } {
  return bundlesAreFresh(repoRoot, LAUNCHED, compiledPackageDirs(repoRoot));
}

/**
 * The packages `tsc -b tsconfig.build.json` compiles, except the launcher itself unless asked (it is not a
 * child; scripts/start.mjs asks, as it runs the launcher's compiled output).
 */
function compiledPackageDirs(repoRoot: string, withLauncher = false): string[] {
  const config = JSON.parse(readFileSync(path.join(repoRoot, 'tsconfig.build.json'), 'utf8')) as {
    references: Array<{ path: string }>;
  };
  return config.references
    .map((ref) => path.dirname(ref.path))
    .filter((dir) => withLauncher || dir !== path.join('services', 'lib', 'system-launcher'));
}

/**
 * TypeScript and the JSON data it imports (tsc copies it into dist). Test files, test helpers and
 * test fixtures are not compiled, so their changes do not make the output stale.
 */
function isCompiledSource(name: string): boolean {
  return /\.(tsx?|json)$/.test(name) && !/\.test\.tsx?$/.test(name);
}

const UNCOMPILED_DIRS = new Set(['testing']);

function newestSource(dir: string): { file: string; mtimeMs: number } | null {
  let newest: { file: string; mtimeMs: number } | null = null;
  if (!existsSync(dir)) return null;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const candidate = entry.isDirectory()
      ? UNCOMPILED_DIRS.has(entry.name)
        ? null
        : newestSource(full)
      : isCompiledSource(entry.name)
        ? { file: full, mtimeMs: statSync(full).mtimeMs }
        : null;
    if (candidate && (!newest || candidate.mtimeMs > newest.mtimeMs)) newest = candidate;
  }
  return newest;
}
