import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, REPO_ROOT, startMongo, startNats, type EmbeddedServer } from './embedded-servers.ts';
import { SupervisedProcess, type SupervisedStatus } from './supervised-process.ts';
import { builtOutputIsFresh } from './built-output.ts';

export const SERVICES = ['auth', 'billing', 'analysis', 'invoice', 'rental', 'admin'] as const;
type ServiceName = (typeof SERVICES)[number];

export interface SystemOptions {
  /** Where data lives (databases, NATS store, market dataset, secrets, logs). Default ./.data */
  dataDir?: string;
  /** Where the market dataset lives, when not under dataDir (tests share one built dataset). */
  marketDataDir?: string;
  /** The port the product answers on. Default 4000; 0 picks a free one. */
  port?: number;
  /** Extra environment for every process (e.g. ADMIN_EMAILS, STRIPE_SECRET_KEY). */
  env?: Record<string, string | undefined>;
  /** Write child output to the console (npm start) instead of only to log files (tests). */
  echoLogs?: boolean;
  /**
   * Run the compiled `dist/*.js` files with plain node (`npm run start:prod`) instead of the TypeScript
   * sources with tsx. Default: the compiled files when `npm run build` output is newer than every source
   * (they start, and restart after a crash, about twice as fast), else the sources.
   */
  built?: boolean;
  log?: (msg: string) => void;
}

export interface RunningSystem {
  url: string;
  dataDir: string;
  serviceUrls: Record<ServiceName, string>;
  mongoUrl: string;
  natsUrl: string;
  /** Every supervised process by name (services, gateway, and the store and NATS when started here). */
  processes: Record<string, SupervisedProcess>;
  /** Supervision state of every process: a `crash-loop` one is down and stays down. */
  status(): SupervisedStatus[];
  stop(): Promise<void>;
}

/** A development JWT secret generated on first start and kept with the data; production must set JWT_SECRET. */
function jwtSecret(dataDir: string, env: Record<string, string | undefined>): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  if (env.NODE_ENV === 'production') throw new Error('JWT_SECRET must be set in production');
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { jwtSecret: string }).jwtSecret;
  const secret = randomBytes(48).toString('hex');
  writeFileSync(file, JSON.stringify({ jwtSecret: secret }), { mode: 0o600 });
  return secret;
}

async function waitForReady(url: string, child: ChildProcess, name: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} during start-up (see its log)`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${name} was not ready within ${timeoutMs} ms`);
}

function builtWhenFresh(log: (msg: string) => void): boolean {
  const output = builtOutputIsFresh(REPO_ROOT);
  log(output.fresh ? 'running the built JavaScript (dist/ is up to date)' : `running the TypeScript sources with tsx (${output.reason}; \`npm run build\` makes starts and restarts faster)`);
  return output.fresh;
}

/** How a process is started: from source with tsx, or the built JavaScript with the `built` export condition. */
function entryOf(dir: string, built: boolean): { args: string[]; file: string } {
  return built
    ? { args: ['--conditions=built', '--enable-source-maps'], file: path.join(dir, 'dist', 'index.js') }
    : { args: ['--import', 'tsx'], file: path.join(dir, 'src', 'index.ts') };
}

function spawnNode(entry: { args: string[]; file: string }, name: string, env: Record<string, string | undefined>, logDir: string, echo: boolean): ChildProcess {
  const out = openSync(path.join(logDir, `${name}.log`), 'a');
  const child = spawn(process.execPath, [...entry.args, entry.file], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env } as NodeJS.ProcessEnv,
    stdio: ['ignore', echo ? 'pipe' : out, echo ? 'pipe' : out],
  });
  if (echo) {
    const prefix = (line: string) => `${name.padEnd(8)} | ${line}\n`;
    for (const stream of [child.stdout, child.stderr]) {
      let buf = '';
      stream?.on('data', (chunk: Buffer) => {
        buf += chunk.toString();
        const lines = buf.split('\n');
        buf = lines.pop() ?? '';
        for (const line of lines) process.stdout.write(prefix(line));
      });
    }
  }
  return child;
}

/**
 * Starts the whole product: MongoDB protocol and NATS (given by MONGO_URL / NATS_URL or started
 * locally), the market dataset (built when missing or stale), the six services and the gateway.
 * Every internal port is chosen free so nothing collides with the machine or another copy.
 */
export async function startSystem(opts: SystemOptions = {}): Promise<RunningSystem> {
  const log = opts.log ?? (() => undefined);
  const baseEnv = { ...process.env, ...opts.env };
  const dataDir = path.resolve(opts.dataDir ?? baseEnv.DATA_DIR ?? path.join(REPO_ROOT, '.data'));
  const logDir = path.join(dataDir, 'logs');
  mkdirSync(logDir, { recursive: true });
  const stops: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    stops.length = 0;
  };

  try {
    const built = opts.built ?? builtWhenFresh(log);
    const { ensureDataset } = await import('@realty/market-data');
    const started = Date.now();
    const marketDataDir = path.resolve(opts.marketDataDir ?? dataDir);
    await ensureDataset({ dataDir: marketDataDir, log });
    log(`market dataset ready (${Date.now() - started} ms)`);

    // Restarts and crash loops go to the console and to logs/supervisor.log.
    const superviseLog = (msg: string) => {
      log(msg);
      appendFileSync(path.join(logDir, 'supervisor.log'), `${new Date().toISOString()} ${msg}\n`);
    };
    const processes: Record<string, SupervisedProcess> = {};
    let mongo: EmbeddedServer | null = null;
    let nats: EmbeddedServer | null = null;
    const [mongoUrl, natsUrl] = await Promise.all([
      baseEnv.MONGO_URL ?? startMongo(dataDir, logDir, superviseLog).then((s) => ((mongo = s), s.url)),
      baseEnv.NATS_URL ?? startNats(dataDir, logDir, superviseLog).then((s) => ((nats = s), s.url)),
    ]);
    log(`store and NATS ready (${Date.now() - started} ms since the start)`);
    // Infrastructure stops last: pushed first, stopped after the services (reverse order).
    if (mongo) {
      stops.push((mongo as EmbeddedServer).stop);
      processes.store = (mongo as EmbeddedServer).supervisor;
    }
    if (nats) {
      stops.push((nats as EmbeddedServer).stop);
      processes.nats = (nats as EmbeddedServer).supervisor;
    }

    const common: Record<string, string | undefined> = {
      ...opts.env,
      NODE_ENV: baseEnv.NODE_ENV ?? 'development',
      MONGO_URL: mongoUrl,
      NATS_URL: natsUrl,
      JWT_SECRET: jwtSecret(dataDir, baseEnv),
      // Services read only the market dataset from DATA_DIR.
      DATA_DIR: marketDataDir,
      SERVICE_HOST: '127.0.0.1',
    };
    const ports = await Promise.all(SERVICES.map(() => freePort()));
    const children = SERVICES.map((name, i) => {
      const supervised = new SupervisedProcess(name, () => spawnNode(entryOf(path.join('services', name), built), name, { ...common, SERVICE_PORT: String(ports[i]) }, logDir, opts.echoLogs ?? false), superviseLog);
      processes[name] = supervised;
      stops.push(() => supervised.stop());
      return supervised;
    });
    const serviceUrls = Object.fromEntries(SERVICES.map((name, i) => [name, `http://127.0.0.1:${ports[i]}/graphql`])) as Record<ServiceName, string>;

    // Port 0 (from the options or PORT=0) means any free port, as for the services.
    const requestedPort = opts.port ?? Number(baseEnv.PORT ?? 4000);
    const port = requestedPort === 0 ? await freePort() : requestedPort;
    const gatewayEnv = {
      ...common,
      PORT: String(port),
      WEB_DIST: path.join(REPO_ROOT, 'web', 'dist'),
      ...Object.fromEntries(SERVICES.map((name) => [`${name.toUpperCase()}_URL`, serviceUrls[name]])),
    };
    const gateway = new SupervisedProcess('gateway', () => spawnNode(entryOf('gateway', built), 'gateway', gatewayEnv, logDir, opts.echoLogs ?? false), superviseLog);
    processes.gateway = gateway;
    stops.push(() => gateway.stop());
    // The gateway serves a supergraph composed ahead of time and needs no subgraph to start, so it loads
    // its modules while the services load theirs; the system is ready when all of them are.
    await Promise.all([
      ...SERVICES.map((name, i) => waitForReady(`http://127.0.0.1:${ports[i]}/readyz`, children[i]!.process, name)),
      waitForReady(`http://127.0.0.1:${port}/healthz`, gateway.process, 'gateway'),
    ]);
    log(`services and gateway ready (${Date.now() - started} ms since the start)`);
    const url = `http://localhost:${port}`;
    const status = () => Object.values(processes).map((p) => p.status());
    return { url, dataDir, serviceUrls, mongoUrl, natsUrl, processes, status, stop: stopAll };
  } catch (err) {
    await stopAll();
    throw err;
  }
}
