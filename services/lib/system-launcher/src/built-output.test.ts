import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { builtOutputIsFresh, launchedBundlesAreFresh } from './built-output.ts';
import { LAUNCHED } from './processes.ts';

let root: string;

function file(relative: string, secondsAgo: number) {
  const full = path.join(root, relative);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, '');
  const at = Date.now() / 1000 - secondsAgo;
  utimesSync(full, at, at);
}

function repoWithOnePackage() {
  root = mkdtempSync(path.join(os.tmpdir(), 'built-output-'));
  writeFileSync(
    path.join(root, 'tsconfig.build.json'),
    JSON.stringify({
      references: [{ path: 'pkg/tsconfig.build.json' }, { path: 'services/lib/system-launcher/tsconfig.build.json' }],
    }),
  );
  file('pkg/src/index.ts', 100);
  file('pkg/src/domain/rules.ts', 90);
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('built output freshness', () => {
  it('is fresh when the build is newer than every compiled source', () => {
    repoWithOnePackage();
    file('pkg/dist/.tsbuildinfo', 10);
    expect(builtOutputIsFresh(root).fresh).toBe(true);
  });

  it('is stale when a package was never built, or a source changed after the build', () => {
    repoWithOnePackage();
    expect(builtOutputIsFresh(root)).toEqual({ fresh: false, reason: 'pkg is not built' });
    file('pkg/dist/.tsbuildinfo', 50);
    file('pkg/src/domain/rules.ts', 1);
    expect(builtOutputIsFresh(root)).toEqual({
      fresh: false,
      reason: 'pkg/src/domain/rules.ts changed after the last build',
    });
  });

  it('a changed test file does not make the output stale', () => {
    repoWithOnePackage();
    file('pkg/dist/.tsbuildinfo', 50);
    file('pkg/src/domain/rules.ts', 60);
    file('pkg/src/domain/rules.test.ts', 1);
    file('pkg/src/testing/helpers.ts', 1);
    file('pkg/src/domain/testing/documents/clean.expected.json', 1);
    expect(builtOutputIsFresh(root).fresh).toBe(true);
  });

  it('is stale when a JSON data file the sources import changed after the build', () => {
    repoWithOnePackage();
    file('pkg/dist/.tsbuildinfo', 50);
    file('pkg/src/domain/benchmarks.json', 1);
    expect(builtOutputIsFresh(root)).toEqual({
      fresh: false,
      reason: 'pkg/src/domain/benchmarks.json changed after the last build',
    });
  });

  it('the bundles are used only when every one is newer than the compiled output and the installed packages', () => {
    repoWithOnePackage();
    file('pkg/dist/.tsbuildinfo', 50);
    file('node_modules/.package-lock.json', 60);
    expect(launchedBundlesAreFresh(root)).toEqual({ fresh: false, reason: 'dist/bundles/auth.js is missing' });
    for (const name of LAUNCHED) file(`dist/bundles/${name}.js`, 40);
    expect(launchedBundlesAreFresh(root).fresh).toBe(true);
    file('pkg/dist/.tsbuildinfo', 30);
    expect(launchedBundlesAreFresh(root)).toEqual({
      fresh: false,
      reason: 'dist/bundles/auth.js is older than the compiled output',
    });
    for (const name of LAUNCHED) file(`dist/bundles/${name}.js`, 20);
    file('node_modules/.package-lock.json', 10);
    expect(launchedBundlesAreFresh(root).fresh).toBe(false);
  });
});
