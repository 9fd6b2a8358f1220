import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, openSync, readdirSync, renameSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SupervisedProcess, stopChild } from './supervised-process.ts';
import { FERRET_ADDED_FILES, FERRET_PATCHES, patchedFerretModfile, removeCopy } from './ferret-patch.ts';

export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const FERRET_SRC = fileURLToPath(new URL('../ferretdb', import.meta.url));

/** A free TCP port on the loopback interface, so nothing collides with the machine's own servers. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export function onPath(cmd: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).concat(['/usr/sbin', '/usr/local/sbin'])) {
    const full = path.join(dir, cmd);
    if (existsSync(full)) return full;
  }
  return null;
}

/** Whether something on 127.0.0.1 accepts a connection on the port. */
export function portAccepts(port: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const sock = net.connect(port, '127.0.0.1');
    sock.once('connect', () => {
      sock.destroy();
      resolve(true);
    });
    sock.once('error', () => resolve(false));
  });
}

export async function waitForPort(port: number, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`process exited with code ${child.exitCode} before listening on ${port}`);
    if (await portAccepts(port)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing listened on port ${port} within ${timeoutMs} ms`);
}

/**
 * Builds the embedded FerretDB program once per source version (a hash of its go.mod, go.sum,
 * Go files and the patches applied to FerretDB, see ferret-patch.ts) into `.bin/`, and reuses it
 * afterwards.
 */
export function ensureFerretBinary(log: (msg: string) => void = () => undefined): string {
  const hash = createHash('sha256');
  const goFiles = readdirSync(FERRET_SRC)
    .filter((f) => f.endsWith('.go') && !f.endsWith('_test.go'))
    .sort();
  for (const f of ['go.mod', 'go.sum', ...goFiles]) hash.update(readFileSync(path.join(FERRET_SRC, f)));
  hash.update(JSON.stringify([FERRET_PATCHES, FERRET_ADDED_FILES]));
  const version = hash.digest('hex').slice(0, 12);
  const bin = path.join(REPO_ROOT, '.bin', `ferretdb-${version}`);
  if (existsSync(bin)) return bin;
  if (!onPath('go'))
    throw new Error('Go is needed to build the embedded FerretDB (or set MONGO_URL to a MongoDB server).');
  // Per-process names: several test runs may build at once; each builds in its own copy and the rename is atomic.
  const workDir = path.join(REPO_ROOT, '.bin', `ferretdb-build-${version}-${process.pid}`);
  const tmp = `${bin}.${process.pid}.tmp`;
  mkdirSync(workDir, { recursive: true });
  log('building the embedded FerretDB (first start only, about a minute)...');
  try {
    const modfile = patchedFerretModfile(FERRET_SRC, workDir);
    // Built under a temporary name and renamed: a build cut short never passes for a finished one.
    const res = spawnSync('go', ['build', '-modfile', modfile, '-o', tmp, '.'], { cwd: FERRET_SRC, stdio: 'inherit' });
    if (res.status !== 0) throw new Error('go build of the embedded FerretDB failed');
    renameSync(tmp, bin);
  } finally {
    removeCopy(workDir);
  }
  return bin;
}

export interface EmbeddedServer {
  url: string;
  /** The process running now (supervision replaces it after a crash). */
  readonly process: ChildProcess;
  supervisor: SupervisedProcess;
  stop(): Promise<void>;
}

export { stopChild };

function embedded(url: string, supervisor: SupervisedProcess): EmbeddedServer {
  return {
    url,
    supervisor,
    get process() {
      return supervisor.process;
    },
    stop: () => supervisor.stop(),
  };
}

function logFile(dir: string, name: string): number {
  mkdirSync(dir, { recursive: true });
  return openSync(path.join(dir, `${name}.log`), 'a');
}

/**
 * MongoDB protocol: mongod when it is on PATH, else the embedded FerretDB over SQLite; restarted on the same port when
 * it dies.
 */
export async function startMongo(dataDir: string, logDir: string, log: (m: string) => void): Promise<EmbeddedServer> {
  const port = await freePort();
  const out = logFile(logDir, 'mongo');
  const mongod = onPath('mongod');
  let spawnStore: () => ChildProcess;
  if (mongod) {
    const dbpath = path.join(dataDir, 'mongod');
    mkdirSync(dbpath, { recursive: true });
    spawnStore = () =>
      spawn(mongod, ['--dbpath', dbpath, '--bind_ip', '127.0.0.1', '--port', String(port)], {
        stdio: ['ignore', out, out],
      });
  } else {
    const bin = ensureFerretBinary(log);
    // Go collects garbage when the heap doubles (GOGC=100); FerretDB allocates for every command, and at 400 the usage
    // bench measured 0.16-0.17 ms of the store's CPU per authorization instead of 0.21, for a heap a few MB larger.
    const env = { ...process.env, GOGC: process.env.GOGC ?? '400' };
    spawnStore = () =>
      spawn(bin, ['-listen', `127.0.0.1:${port}`, '-dir', path.join(dataDir, 'ferretdb')], {
        stdio: ['ignore', out, out],
        env,
      });
  }
  const supervisor = new SupervisedProcess('store', spawnStore, log);
  await waitForPort(port, 30_000, supervisor.process);
  return embedded(`mongodb://127.0.0.1:${port}/`, supervisor);
}

function natsServerBin(): string {
  const bin = onPath('nats-server');
  if (!bin) throw new Error('nats-server is not installed: `apt-get install nats-server`, or set NATS_URL.');
  return bin;
}

/** NATS with JetStream, its store under the data directory; restarted on the same port when it dies. */
export async function startNats(
  dataDir: string,
  logDir: string,
  log: (m: string) => void = () => undefined,
): Promise<EmbeddedServer> {
  const bin = natsServerBin();
  const port = await freePort();
  const store = path.join(dataDir, 'nats');
  mkdirSync(store, { recursive: true });
  const out = logFile(logDir, 'nats');
  const supervisor = new SupervisedProcess(
    'nats',
    () => spawn(bin, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', store], { stdio: ['ignore', out, out] }),
    log,
  );
  await waitForPort(port, 15_000, supervisor.process);
  return embedded(`nats://127.0.0.1:${port}`, supervisor);
}

/** The servers of a NATS cluster started here: every node's client URL, joined as NATS_URL takes them. */
export interface EmbeddedNatsCluster {
  /** Every node's client URL, comma-separated (what NATS_URL takes). */
  url: string;
  nodes: Array<EmbeddedServer & { name: string; port: number }>;
  stop(): Promise<void>;
}

/**
 * A NATS cluster of `size` nodes on loopback, each with JetStream, its own store under the data directory and
 * routes to every other node; each node is supervised (restarted on the same ports when it dies), as `nats-1`,
 * `nats-2`, ... Streams made with NATS_STREAM_REPLICAS=`size` keep a copy on every node.
 */
export async function startNatsCluster(
  dataDir: string,
  logDir: string,
  size: number,
  log: (m: string) => void = () => undefined,
): Promise<EmbeddedNatsCluster> {
  const bin = natsServerBin();
  const clientPorts = await Promise.all(Array.from({ length: size }, () => freePort()));
  const routePorts = await Promise.all(Array.from({ length: size }, () => freePort()));
  const routes = routePorts.map((p) => `nats://127.0.0.1:${p}`);
  const nodes = clientPorts.map((port, i) => {
    const name = `nats-${i + 1}`;
    const store = path.join(dataDir, name);
    mkdirSync(store, { recursive: true });
    const out = logFile(logDir, name);
    const args = [
      '-a',
      '127.0.0.1',
      '-p',
      String(port),
      '-js',
      '-sd',
      store,
      '-n',
      name,
      '--cluster_name',
      'realtylens',
      '--cluster',
      routes[i]!,
      '--routes',
      routes.filter((_, j) => j !== i).join(','),
    ];
    const supervisor = new SupervisedProcess(name, () => spawn(bin, args, { stdio: ['ignore', out, out] }), log);
    return { ...embedded(`nats://127.0.0.1:${port}`, supervisor), name, port };
  });
  const stop = async () => {
    await Promise.all(nodes.map((n) => n.stop()));
  };
  try {
    await Promise.all(nodes.map((n) => waitForPort(n.port, 15_000, n.process)));
  } catch (err) {
    await stop();
    throw err;
  }
  return { url: nodes.map((n) => n.url).join(','), nodes, stop };
}
