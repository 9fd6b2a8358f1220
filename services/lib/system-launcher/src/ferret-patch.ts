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
 *
 * The backend pushed down only `{_id: <string or ObjectId>}`; `{_id: {$in: [...]}}` (the outbox
 * relay's lookup and its marking update) read the whole table. The next two patches push `$in` down
 * as `IDColumn IN (?, ...)` when every listed value is a string or an ObjectId (the types the
 * equality case pushes down, marshalled the same way), for the query and for its explain. Anything
 * else (an empty list, a regex, a number, more than MAX_PUSHED_DOWN_IDS values, other operators
 * next to `$in`) is read as before. The handler still filters every row it gets back, so the
 * pushdown only narrows what is read: a row it let through wrongly would still be dropped, but a row
 * it left out would be missing, hence the same marshalling as the equality case, which already
 * finds every document by `_id` (ferret-id-in.int.test.ts checks escaped strings and ObjectIds).
 *
 * SQLite checkpoints a WAL (copies its pages into the database file and fsyncs both) in the connection whose
 * commit made it pass 1,000 pages, before that commit is answered: every ~50th usage authorization round
 * waited 20-40 ms for it while the write-serialising proxy held the other writes back. The last patch starts
 * a goroutine with the pool that checkpoints every open database in the background, PASSIVE (it never blocks a
 * reader or a writer), under the pool's read lock, so a database being dropped is never checkpointed through a
 * closed handle. A WAL starts again from its beginning only when a commit finds it wholly checkpointed, which
 * background checkpoints rarely leave under steady writes, so the program raises the commit's own checkpoint to
 * 10,000 pages (`wal_autocheckpoint` in its SQLite URL) instead of turning it off: that commit then copies only
 * what the background left, and the WAL stays under about 40 MB.
 */
export const FERRET_PATCHES = [
  {
    file: 'internal/backends/sqlite/metadata/metadata.go',
    from: `IDColumn = DefaultColumn + "->'$._id'"`,
    to: 'IDColumn = DefaultColumn + `->"_id"`',
  },
  {
    // Query: the only `switch` of its kind not followed by `filterPushdown = true`.
    file: 'internal/backends/sqlite/collection.go',
    from: 'switch v.(type) {\n\t\tcase string, types.ObjectID:\n\t\t\twhereClause',
    to: 'switch v.(type) {\n\t\tdefault:\n\t\t\twhereClause, args = idInWhereClause(v)\n\t\tcase string, types.ObjectID:\n\t\t\twhereClause',
  },
  {
    // Explain: the same, so that `explain` shows the plan the query gets.
    file: 'internal/backends/sqlite/collection.go',
    from: 'switch v.(type) {\n\t\tcase string, types.ObjectID:\n\t\t\tfilterPushdown = true',
    to: 'switch v.(type) {\n\t\tdefault:\n\t\t\twhereClause, args = idInWhereClause(v)\n\t\t\tfilterPushdown = whereClause != ""\n\t\tcase string, types.ObjectID:\n\t\t\tfilterPushdown = true',
  },
  {
    // Background checkpoints: started once the databases found at start are open (not for an in-memory pool).
    file: 'internal/backends/sqlite/metadata/pool/pool.go',
    from: '\t\tp.dbs[name] = db\n\t}\n\n\treturn p, p.dbs, nil',
    to: '\t\tp.dbs[name] = db\n\t}\n\n\tgo p.checkpointLoop()\n\n\treturn p, p.dbs, nil',
  },
];

/** How often the pool checkpoints its databases' WALs in the background (see the comment above FERRET_PATCHES). */
const CHECKPOINT_EVERY_MS = 200;

/** Above this many ids the list is not pushed down (SQLite's limit on bound parameters is 32,766). */
const MAX_PUSHED_DOWN_IDS = 10_000;

/** Files added to the copy (it must not hold them already). */
export const FERRET_ADDED_FILES = [
  {
    file: 'internal/backends/sqlite/metadata/pool/checkpoint.go',
    text: `package pool

// Added by RealtyLens' launcher (services/lib/system-launcher/src/ferret-patch.ts).

import (
\t"context"
\t"time"
)

// checkpointEvery is how often every open database's WAL is checkpointed (PASSIVE: without blocking anyone).
const checkpointEvery = ${CHECKPOINT_EVERY_MS} * time.Millisecond

// checkpointLoop checkpoints the pool's databases until the pool is closed. It holds the read lock, so Drop
// and Close wait for it rather than close a handle under it.
func (p *Pool) checkpointLoop() {
\tfor {
\t\ttime.Sleep(checkpointEvery)

\t\tp.rw.RLock()
\t\tif p.dbs == nil {
\t\t\tp.rw.RUnlock()
\t\t\treturn
\t\t}

\t\tfor _, db := range p.dbs {
\t\t\t_, _ = db.ExecContext(context.Background(), "PRAGMA wal_checkpoint(PASSIVE)")
\t\t}
\t\tp.rw.RUnlock()
\t}
}
`,
  },
  {
    file: 'internal/backends/sqlite/id_in_pushdown.go',
    text: `package sqlite

// Added by RealtyLens' launcher (services/lib/system-launcher/src/ferret-patch.ts).

import (
\t"fmt"
\t"strings"

\t"github.com/FerretDB/FerretDB/internal/backends/sqlite/metadata"
\t"github.com/FerretDB/FerretDB/internal/handler/sjson"
\t"github.com/FerretDB/FerretDB/internal/types"
\t"github.com/FerretDB/FerretDB/internal/util/must"
)

// idInWhereClause returns the WHERE clause and arguments for the filter value {$in: [...]} of _id
// when every listed value is a string or an ObjectID, and "" otherwise (nothing pushed down).
func idInWhereClause(filterValue any) (string, []any) {
\toperators, ok := filterValue.(*types.Document)
\tif !ok || operators.Len() != 1 {
\t\treturn "", nil
\t}

\tlisted, err := operators.Get("$in")
\tif err != nil {
\t\treturn "", nil
\t}

\tvalues, ok := listed.(*types.Array)
\tif !ok || values.Len() == 0 || values.Len() > ${MAX_PUSHED_DOWN_IDS} {
\t\treturn "", nil
\t}

\targs := make([]any, 0, values.Len())

\tfor i := 0; i < values.Len(); i++ {
\t\tv := must.NotFail(values.Get(i))

\t\tswitch v.(type) {
\t\tcase string, types.ObjectID:
\t\t\targs = append(args, string(must.NotFail(sjson.MarshalSingleValue(v))))
\t\tdefault:
\t\t\treturn "", nil
\t\t}
\t}

\tplaceholders := strings.TrimSuffix(strings.Repeat("?, ", len(args)), ", ")

\treturn fmt.Sprintf(\` WHERE %s IN (%s)\`, metadata.IDColumn, placeholders), args
}
`,
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
    if (text.split(patch.from).length !== 2)
      throw new Error(`FerretDB ${version}: ${patch.file} no longer holds \`${patch.from}\`; review FERRET_PATCHES`);
    chmodSync(file, 0o644);
    writeFileSync(file, text.replace(patch.from, patch.to));
  }
  for (const added of FERRET_ADDED_FILES) {
    const file = path.join(copy, added.file);
    if (existsSync(file)) throw new Error(`FerretDB ${version} already has ${added.file}; review FERRET_ADDED_FILES`);
    chmodSync(path.dirname(file), 0o755);
    writeFileSync(file, added.text);
  }
  const modfile = path.join(workDir, 'go.mod');
  writeFileSync(modfile, `${goMod.trimEnd()}\n\nreplace github.com/FerretDB/FerretDB => ${copy}\n`);
  copyFileSync(path.join(programDir, 'go.sum'), path.join(workDir, 'go.sum'));
  return modfile;
}
