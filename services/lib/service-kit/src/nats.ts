import {
  connect,
  RetentionPolicy,
  StorageType,
  DiscardPolicy,
  type Msg,
  type NatsConnection,
  type JetStreamClient,
  type StreamInfo,
} from 'nats';
import { DUPLICATE_WINDOW_MS, STREAM_NAME, STREAM_SUBJECTS } from '@realty/proto-schemas';
import type { Logger } from './logger.ts';
import { natsServers, raisedStreamConfig, type StreamNeeds } from './stream-config.ts';

const nanos = (ms: number) => ms * 1_000_000;

export interface NatsHandle {
  nc: NatsConnection;
  js: JetStreamClient;
  /** Copies of every stream and consumer the service makes (NATS_STREAM_REPLICAS). */
  replicas: number;
}

/**
 * Options every NATS client of ours shares. `noAsyncTraces`: nats.js otherwise captures two stack traces per request
 * (one to report a timeout from where the request was made): 5.5% of the usage bench process's profile; in three
 * alternated pairs of runs, CPU per authorization of billing and its callers was 0.17-0.20 ms with it and 0.19-0.20
 * without. A timeout still rejects with NatsError TIMEOUT; only its stack starts in nats.js.
 */
export const NATS_CLIENT_OPTIONS = { noAsyncTraces: true } as const;

/**
 * How a long-lived connection of ours connects: to every server named in `url` (comma-separated: the nodes of a
 * cluster), waiting for the first and then reconnecting without limit, so NATS being away never ends a process.
 */
export function lastingConnectionOptions(url: string, name: string) {
  return {
    servers: natsServers(url),
    name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
    waitOnFirstConnect: true,
    ...NATS_CLIENT_OPTIONS,
  };
}

/**
 * Connects to every server named in `url` (comma-separated: the nodes of a cluster; the client also learns the
 * others from the cluster and fails over between them) with unlimited reconnects, so a NATS restart or a node's
 * death never kills a service; the outbox keeps events safe while the connection is down.
 */
export async function connectNats(url: string, name: string, log: Logger, replicas = 1): Promise<NatsHandle> {
  const nc = await connect(lastingConnectionOptions(url, name));
  void (async () => {
    for await (const s of nc.status()) {
      if (s.type === 'disconnect' || s.type === 'reconnect') log.warn(`nats ${s.type}`, { data: String(s.data) });
    }
  })();
  await whileJetStreamStarts(() => ensureEventStream(nc, replicas, log), log);
  return { nc, js: nc.jetstream(), replicas };
}

/** How long a service start waits for a JetStream that is still electing its leaders before it gives up. */
const JETSTREAM_START_WAIT_MS = 90_000;

/**
 * Runs a start-up step against JetStream again while JetStream answers that it is not ready yet: a cluster whose
 * nodes start together elects its meta leader (and a new stream's leader) a few seconds after they accept
 * connections, and meanwhile answers "temporarily unavailable", "no responders" or a timeout. Any other error
 * is thrown at once.
 */
export async function whileJetStreamStarts<T>(
  step: () => Promise<T>,
  log?: Logger,
  waitMs = JETSTREAM_START_WAIT_MS,
): Promise<T> {
  const giveUpAt = Date.now() + waitMs;
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const starting =
        /temporarily unavailable|no responders|503|timeout|insufficient resources|no suitable peers/i.test(message);
      if (!starting || Date.now() >= giveUpAt) throw err;
      if (attempt === 1) log?.warn('jetstream not ready yet; waiting', { error: message });
      await new Promise((resolve) => setTimeout(resolve, Math.min(250 * attempt, 2_000)));
    }
  }
}

/**
 * Creates the EVENTS stream when it is missing (file storage, `replicas` copies, the duplicate window used for
 * exactly-once publishing), and otherwise only raises what falls short of that (see stream-config.ts): a service
 * start never lowers replicas or limits an operator raised, and leaves a stream that meets its needs untouched.
 */
export async function ensureEventStream(nc: NatsConnection, replicas = 1, log?: Logger): Promise<void> {
  const jsm = await nc.jetstreamManager();
  const needs: StreamNeeds = {
    subjects: [STREAM_SUBJECTS],
    num_replicas: replicas,
    max_age: nanos(30 * 24 * 3600 * 1000),
    duplicate_window: nanos(DUPLICATE_WINDOW_MS),
  };
  const config = {
    name: STREAM_NAME,
    storage: StorageType.File,
    retention: RetentionPolicy.Limits,
    discard: DiscardPolicy.Old,
    ...needs,
  };
  let existing: StreamInfo;
  try {
    existing = await jsm.streams.info(STREAM_NAME);
  } catch (err) {
    if (!(err instanceof Error && /stream not found/i.test(err.message))) throw err;
    try {
      await jsm.streams.add(config);
      return;
    } catch (addErr) {
      // Two services starting together may both try to create it; the loser finds it there.
      if (!(addErr instanceof Error && /already in use|exists/i.test(addErr.message))) throw addErr;
      existing = await jsm.streams.info(STREAM_NAME);
    }
  }
  const raised = raisedStreamConfig(existing.config, needs);
  if (!raised) return;
  log?.info('raising the event stream to what the services need', {
    replicas: raised.num_replicas,
    was: existing.config.num_replicas,
  });
  await jsm.streams.update(STREAM_NAME, raised);
}

/** Raises a stream's replicas to `replicas` when it has fewer (a key-value bucket is the stream KV_<bucket>). */
export async function raiseReplicas(nc: NatsConnection, stream: string, replicas: number): Promise<void> {
  const jsm = await nc.jetstreamManager();
  const { config } = await jsm.streams.info(stream);
  if ((config.num_replicas ?? 1) < replicas) await jsm.streams.update(stream, { ...config, num_replicas: replicas });
}

export function natsIsUp(nc: NatsConnection): boolean {
  return !nc.isClosed() && !nc.isDraining() && nc.info !== undefined;
}

/** A message's body as JSON, or null when it is not JSON: for subscribers that validate what they hear. */
export function messageJson(msg: Msg): unknown {
  try {
    return msg.json();
  } catch {
    return null;
  }
}
