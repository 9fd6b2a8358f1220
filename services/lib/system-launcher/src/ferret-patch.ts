import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One change made to FerretDB 1.24 before the embedded store is built, in a copy of the module (the
 * Go module cache stays untouched; the program's go.mod is used through `-modfile` with a `replace`).
 *
 * FerretDB's SQLite backend finds a document by `_id` with `_ferretdb_sjson->'$._id' = ?`, while the
 * unique `_id` index it creates is on `_ferretdb_sjson->"_id"`. SQLite uses an expression index only
 * for the same expression, so every read, update or delete by `_id` scanned the whole table
 * (EXPLAIN QUERY PLAN: `SCAN`, and `SEARCH ... USING INDEX ..._id_` once the expressions agree).
 * Marking 1,000 outbox documents cost the store 5.1 s of CPU; with the index, 0.2 s. Both forms
 * extract the same JSON value, so what is stored and matched does not change.
 */
export const FERRET_PATCHES = [
  {
    file: 'internal/backends/sqlite/metadata/metadata.go',
    from: `IDColumn = DefaultColumn + "->'$._id'"`,
    to: 'IDColumn = DefaultColumn + `->"_id"`',
  },
];

/** Removes a copy made earlier (the module cache's files and folders are read-only). */
export function removeCopy(dir: string): void {
  if (!existsSync(dir)) return;
  spawnSync('chmod', ['-R', 'u+w', dir]);
  rmSync(dir, { recursive: true, force: true });
}

/** The module's directory in the Go module cache (downloaded when missing). */
function moduleDir(programDir: string, module: string): string {
  const res = spawnSync('go', ['mod', 'download', '-json', module], { cwd: programDir, encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`go mod download ${module} failed: ${res.stderr}`);
  return (JSON.parse(res.stdout) as { Dir: string }).Dir;
}

/**
 * Copies FerretDB into `workDir`, applies FERRET_PATCHES (failing loudly if a line is not where it is
 * expected, e.g. after a version bump) and writes a go.mod that replaces the module with the copy.
 * Returns that go.mod, for `go build -modfile`.
 */
export function patchedFerretModfile(programDir: string, workDir: string): string {
  const goMod = readFileSync(path.join(programDir, 'go.mod'), 'utf8');
  const version = /github\.com\/FerretDB\/FerretDB (v\S+)/.exec(goMod)?.[1];
  if (!version) throw new Error('go.mod of the embedded FerretDB does not require github.com/FerretDB/FerretDB');
  const copy = path.join(workDir, `FerretDB@${version}`);
  removeCopy(copy);
  cpSync(moduleDir(programDir, `github.com/FerretDB/FerretDB@${version}`), copy, { recursive: true });
  for (const patch of FERRET_PATCHES) {
    const file = path.join(copy, patch.file);
    const text = readFileSync(file, 'utf8');
    if (text.split(patch.from).length !== 2) throw new Error(`FerretDB ${version}: ${patch.file} no longer holds \`${patch.from}\`; review FERRET_PATCHES`);
    chmodSync(file, 0o644);
    writeFileSync(file, text.replace(patch.from, patch.to));
  }
  const modfile = path.join(workDir, 'go.mod');
  writeFileSync(modfile, `${goMod.trimEnd()}\n\nreplace github.com/FerretDB/FerretDB => ${copy}\n`);
  copyFileSync(path.join(programDir, 'go.sum'), path.join(workDir, 'go.sum'));
  return modfile;
}
