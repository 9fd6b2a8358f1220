import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  freePort,
  portAccepts,
  REPO_ROOT,
  startMongo,
  startNats,
  startNatsCluster,
  type EmbeddedServer,
} from './embedded-servers.ts';
import { SupervisedProcess, type SupervisedStatus } from './supervised-process.ts';
import { builtOutputIsFresh, launchedBundlesAreFresh } from './built-output.ts';
import { bundleFile } from './bundles.ts';
import { SERVICES, type ServiceName } from './processes.ts';
import { startNginx } from './nginx.ts';

export { SERVICES };

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
   * (they start, and restart after a crash, about twice as fast), else the sources. Built processes start
   * from their bundles (`dist/bundles`, see bundles.ts) when those are newer than the compiled files.
   */
  built?: boolean;
  log?: (msg: string) => void;
  /**
   * Nodes of the NATS started here (when NATS_URL is not given): 1, the default, is one nats-server; more start a
   * cluster with JetStream on every node (`nats-1`, `nats-2`, ... in `processes`), NATS_URL naming all of them and
   * NATS_STREAM_REPLICAS set to the number of nodes unless given.
   */
  natsNodes?: number;
  /**
   * Instances of each service and of the gateway: 1, the default, starts one of each with the gateway on `port`;
   * more start Debian's nginx on `port` in front of the gateways (TRUSTED_PROXIES set to 127.0.0.1, nginx's
   * address) and on one address per service in front of its instances, the gateways' AUTH_URL, BILLING_URL, ...
   * naming nginx (nginx.ts). The first instance keeps the plain name in `processes` (`auth`, `gateway`), the
   * others are `auth-2`, `gateway-2`, ...
   */
  instances?: number;
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

/**
 * Like Promise.all, but throws the first failure only once every promise has settled: a server that was still starting
 * is then in `stops` too.
 */
async function allSettledOrThrow<T extends readonly unknown[]>(
  promises: readonly [...{ [K in keyof T]: Promise<T[K]> }],
): Promise<T> {
  const results = await Promise.allSettled(promises);
  for (const result of results) if (result.status === 'rejected') throw result.reason;
  return results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

/** The header a process's /healthz and /readyz carry LAUNCH_ID in (service-kit's launch-identity.ts). */
const LAUNCH_ID_HEADER = 'x-launch-id';

/** Another process answered on a port chosen for one of ours, which then could not listen on it. */
export class PortTakenError extends Error {}

/**
 * Polls the process's readiness URL every 50 ms until it answers 200 with this start's LAUNCH_ID. While the process
 * loads (seconds), only its port is tried: a refused connection costs far less CPU than a failed fetch, and this CPU
 * is taken from the processes being waited for. A port is picked free and then handed to the child, so another
 * system starting at the same moment can take it first: its process then answers here (and ours fails to listen),
 * which must not count as ours being ready.
 */
export async function waitForReady(
  url: string,
  child: ChildProcess,
  name: string,
  launchId: string,
  timeoutMs = 180_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const port = Number(new URL(url).port);
  let someoneElse = false;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      const message = `${name} exited with code ${child.exitCode} during start-up (see its log)`;
      throw someoneElse
        ? new PortTakenError(`${message}: another process answers on its port ${port}`)
        : new Error(message);
    }
    if (await portAccepts(port)) {
      try {
        const res = await fetch(url);
        if (res.ok && res.headers.get(LAUNCH_ID_HEADER) === launchId) return;
        if (res.ok) someoneElse = true;
      } catch {
        // closed again, or not answering yet
      }
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw someoneElse
    ? new PortTakenError(`${name}: another process answers on its port ${port}`)
    : new Error(`${name} was not ready within ${timeoutMs} ms`);
}

/** How the processes are started: from the TypeScript sources, the compiled files, or their bundles. */
type Mode = 'sources' | 'compiled' | 'bundles';

function modeOf(built: boolean | undefined, log: (msg: string) => void): Mode {
  if (built === undefined) {
    const output = builtOutputIsFresh(REPO_ROOT);
    if (!output.fresh) {
      log(
        `running the TypeScript sources with tsx (${output.reason}; \`npm run build\` makes starts and restarts faster)`,
      );
      return 'sources';
    }
  } else if (!built) return 'sources';
  const bundles = launchedBundlesAreFresh(REPO_ROOT);
  log(
    bundles.fresh
      ? 'running the built JavaScript, one bundle a process (dist/bundles is up to date)'
      : `running the built JavaScript (${bundles.reason}; \`npm run build\` bundles it)`,
  );
  return bundles.fresh ? 'bundles' : 'compiled';
}

/**
 * V8 lets the young generation's semi-spaces grow to 16 MB by default. A request's short-lived objects (an analysis
 * answer is some 600 fields, parsed and written again by each process it crosses) then outlive a scavenge often
 * enough to be promoted, and the old generations grow into major collections: in the analysis process, whose old
 * generation holds the market dataset, a major collection coincided with every slow request. At 64 MB, 200
 * sequential analyses after the `me` load gave a p99 of 28-30 ms against 46-50 ms (scripts/bench, two runs each);
 * the space grows only under allocation, so an idle process keeps its small young generation.
 */
const YOUNG_GENERATION = '--max-semi-space-size=64';

/**
 * How a process is started: from source with tsx, or the built JavaScript with the `built` export condition
 * (the bundle's bulk workers, and the compiled files when there is no bundle, import the workspace packages).
 * A bundle runs without --enable-source-maps: node would read its whole map (5-7 MB) at every start and parse
 * it the first time anything reads a stack (a library's warning does, at start-up), which cost more CPU than
 * the bundle saved. Its stack traces name the bundle's lines, under comments naming each module's file;
 * NODE_OPTIONS=--enable-source-maps maps them to the TypeScript sources.
 */
function entryOf(name: string, dir: string, mode: Mode): { args: string[]; file: string } {
  if (mode === 'sources')
    return {
      args: [YOUNG_GENERATION, '--import', 'tsx', '--import', tracingPreload('sources')],
      file: path.join(dir, 'src', 'index.ts'),
    };
  const built = [YOUNG_GENERATION, '--conditions=built', '--import', tracingPreload(mode)];
  if (mode === 'bundles') return { args: built, file: bundleFile(REPO_ROOT, name) };
  return { args: [...built, '--enable-source-maps'], file: path.join(dir, 'dist', 'index.js') };
}

/**
 * service-kit's tracing preload (tracing-preload.ts), loaded before every process's own modules: it turns
 * OpenTelemetry on when OTEL_EXPORTER_OTLP_ENDPOINT is set, and otherwise loads nothing.
 */
function tracingPreload(mode: Mode): string {
  const kit = path.join(REPO_ROOT, 'services', 'lib', 'service-kit');
  return mode === 'sources'
    ? path.join(kit, 'src', 'tracing-preload.ts')
    : path.join(kit, 'dist', 'tracing-preload.js');
}

function spawnNode(
  entry: { args: string[]; file: string },
  name: string,
  env: Record<string, string | undefined>,
  logDir: string,
  echo: boolean,
): ChildProcess {
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
/** Starts of a system that found a port taken by another process before giving up. */
const PORT_ATTEMPTS = 3;

export async function startSystem(opts: SystemOptions = {}): Promise<RunningSystem> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startSystemOnce(opts);
    } catch (err) {
      if (!(err instanceof PortTakenError) || attempt >= PORT_ATTEMPTS) throw err;
      (opts.log ?? (() => undefined))(`${err.message}; starting again on other ports`);
    }
  }
}

async function startSystemOnce(opts: SystemOptions): Promise<RunningSystem> {
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
    const mode = modeOf(opts.built, log);
    const started = Date.now();
    const marketDataDir = path.resolve(opts.marketDataDir ?? dataDir);
    // Restarts and crash loops go to the console and to logs/supervisor.log.
    const superviseLog = (msg: string) => {
      log(msg);
      appendFileSync(path.join(logDir, 'supervisor.log'), `${new Date().toISOString()} ${msg}\n`);
    };
    const processes: Record<string, SupervisedProcess> = {};
    // Infrastructure stops last: pushed first, stopped after the services (reverse order).
    const infrastructure = (name: 'store' | 'nats', server: EmbeddedServer) => {
      stops.push(server.stop);
      processes[name] = server.supervisor;
      return server.url;
    };
    const natsNodes = opts.natsNodes ?? 1;
    const startCluster = async () => {
      const cluster = await startNatsCluster(dataDir, logDir, natsNodes, superviseLog);
      stops.push(cluster.stop);
      for (const node of cluster.nodes) processes[node.name] = node.supervisor;
      return cluster.url;
    };
    // The dataset check (a build only when it is missing or stale) and the store and NATS are independent, so
    // they are done at once.
    const [, mongoUrl, natsUrl] = await allSettledOrThrow([
      import('@realty/market-data')
        .then(({ ensureDataset }) => ensureDataset({ dataDir: marketDataDir, log }))
        .then(() => log(`market dataset ready (${Date.now() - started} ms)`)),
      baseEnv.MONGO_URL !== undefined
        ? Promise.resolve(baseEnv.MONGO_URL)
        : startMongo(dataDir, logDir, superviseLog).then((server) => infrastructure('store', server)),
      baseEnv.NATS_URL !== undefined
        ? Promise.resolve(baseEnv.NATS_URL)
        : natsNodes > 1
          ? startCluster()
          : startNats(dataDir, logDir, superviseLog).then((server) => infrastructure('nats', server)),
    ]);
    log(`store and NATS ready (${Date.now() - started} ms since the start)`);
    const launchId = randomUUID();

    const common: Record<string, string | undefined> = {
      ...opts.env,
      NODE_ENV: baseEnv.NODE_ENV ?? 'development',
      MONGO_URL: mongoUrl,
      NATS_URL: natsUrl,
      NATS_STREAM_REPLICAS: baseEnv.NATS_STREAM_REPLICAS ?? String(baseEnv.NATS_URL === undefined ? natsNodes : 1),
      JWT_SECRET: jwtSecret(dataDir, baseEnv),
      // Services read only the market dataset from DATA_DIR.
      DATA_DIR: marketDataDir,
      SERVICE_HOST: '127.0.0.1',
      LAUNCH_ID: launchId,
    };
    const instances = Math.max(1, opts.instances ?? 1);
    const instanceName = (name: string, n: number) => (n === 0 ? name : `${name}-${n + 1}`);
    const freePorts = (count: number) => Promise.all(Array.from({ length: count }, () => freePort()));
    const echo = opts.echoLogs ?? false;
    const ready: Array<Promise<void>> = [];
    // Starts the instances of one process on ports of their own; each is ready when its readiness URL answers.
    const startInstances = (
      name: string,
      entry: ReturnType<typeof entryOf>,
      env: Record<string, string | undefined>,
      ports: number[],
      readyPath: string,
      portVar: string,
    ) => {
      ports.forEach((p, n) => {
        const label = instanceName(name, n);
        const supervised = new SupervisedProcess(
          label,
          // Spans name the process they come from (OpenTelemetry's service.name).
          () => spawnNode(entry, label, { OTEL_SERVICE_NAME: name, ...env, [portVar]: String(p) }, logDir, echo),
          superviseLog,
        );
        processes[label] = supervised;
        stops.push(() => supervised.stop());
        ready.push(waitForReady(`http://127.0.0.1:${p}${readyPath}`, supervised.process, label, launchId));
      });
    };
    const servicePorts = await Promise.all(SERVICES.map(() => freePorts(instances)));
    // With more than one instance, each service is reached through nginx on a port of its own.
    const balancedPorts = instances > 1 ? await freePorts(SERVICES.length) : servicePorts.map((p) => p[0]!);
    SERVICES.forEach((name, i) =>
      startInstances(
        name,
        entryOf(name, path.join('services', name), mode),
        common,
        servicePorts[i]!,
        '/readyz',
        'SERVICE_PORT',
      ),
    );
    const serviceUrls = Object.fromEntries(
      SERVICES.map((name, i) => [name, `http://127.0.0.1:${balancedPorts[i]}/graphql`]),
    ) as Record<ServiceName, string>;

    // Port 0 (from the options or PORT=0) means any free port, as for the services.
    const requestedPort = opts.port ?? Number(baseEnv.PORT ?? 4000);
    const port = requestedPort === 0 ? await freePort() : requestedPort;
    const gatewayPorts = instances > 1 ? await freePorts(instances) : [port];
    const gatewayEnv = {
      ...common,
      WEB_DIST: path.join(REPO_ROOT, 'web', 'dist'),
      ...(instances > 1 ? { TRUSTED_PROXIES: '127.0.0.1' } : {}),
      ...Object.fromEntries(SERVICES.map((name) => [`${name.toUpperCase()}_URL`, serviceUrls[name]])),
    };
    // The gateway serves a supergraph composed ahead of time and needs no subgraph to start, so it loads
    // its modules while the services load theirs; the system is ready when all of them are.
    startInstances('gateway', entryOf('gateway', 'gateway', mode), gatewayEnv, gatewayPorts, '/healthz', 'PORT');
    if (instances > 1) {
      const nginx = await startNginx(
        dataDir,
        logDir,
        { name: 'gateway', port, backends: gatewayPorts },
        SERVICES.map((name, i) => ({ name, port: balancedPorts[i]!, backends: servicePorts[i]! })),
        superviseLog,
      );
      processes.nginx = nginx;
      stops.push(() => nginx.stop());
    }
    await Promise.all(ready);
    const cpu = process.cpuUsage();
    log(
      `services and gateway ready (${Date.now() - started} ms since the start; launcher CPU ${Math.round((cpu.user + cpu.system) / 1000)} ms)`,
    );
    const url = `http://localhost:${port}`;
    const status = () => Object.values(processes).map((p) => p.status());
    return { url, dataDir, serviceUrls, mongoUrl, natsUrl, processes, status, stop: stopAll };
  } catch (err) {
    await stopAll();
    throw err;
  }
}
