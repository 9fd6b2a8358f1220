import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MongoClient, type Collection, type Document } from 'mongodb';
import { connect, consumerOpts, type NatsConnection } from 'nats';
import { STREAM_NAME, subjectFor } from '@realty/proto-schemas';
import {
  createEvent,
  createLogger,
  ensureEventStream,
  natsServers,
  OutboxRelay,
  outboxOf,
  runDurableConsumer,
} from '@realty/service-kit';
import { startNatsCluster, type EmbeddedNatsCluster } from '@realty/system-launcher';
import { secondsUntil } from './fault-harness.ts';

/**
 * JetStream on a three-node cluster of Debian's nats-server (loopback, cluster routes, R3): the stream is made
 * with three replicas and a service start never weakens it; while an outbox publishes, the node leading the
 * stream is killed (SIGKILL) and comes back by itself; every event reaches the stream exactly once (the relay
 * retries, the message id drops a re-sent copy) and a durable consumer on the stream sees every one.
 */
const EVENTS = 300;
const SUBJECT = subjectFor('contact.received');
const log = createLogger('cluster-test', 'error');
let dir: string;
let cluster: EmbeddedNatsCluster;
let nc: NatsConnection;
let client: MongoClient;
let col: Collection<Document>;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'realtylens-cluster-'));
  cluster = await startNatsCluster(dir, path.join(dir, 'logs'), 3);
  nc = await connect({
    servers: natsServers(cluster.url),
    maxReconnectAttempts: -1,
    reconnectTimeWait: 100,
    waitOnFirstConnect: true,
  });
  // JetStream answers once the nodes have elected a meta leader.
  await secondsUntil(
    async () => {
      await ensureEventStream(nc, 3);
      return true;
    },
    60_000,
    500,
  );
  client = await MongoClient.connect(inject('mongoUrl'));
  col = client.db(`cluster_${randomUUID().slice(0, 8)}`).collection('things');
}, 120_000);
afterAll(async () => {
  await nc?.close();
  await client?.close();
  await cluster?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('JetStream on a three-node cluster', () => {
  it("makes the stream with three replicas, and a start asking for fewer never lowers them or an operator's limits", async () => {
    const jsm = await nc.jetstreamManager();
    expect((await jsm.streams.info(STREAM_NAME)).config.num_replicas).toBe(3);
    // An operator keeps events a year; a service started with the single-server default changes nothing.
    const { config } = await jsm.streams.info(STREAM_NAME);
    await jsm.streams.update(STREAM_NAME, { ...config, max_age: 365 * 24 * 3600 * 1e9 });
    await ensureEventStream(nc, 1);
    const after = (await jsm.streams.info(STREAM_NAME)).config;
    expect(after.num_replicas).toBe(3);
    expect(after.max_age).toBe(365 * 24 * 3600 * 1e9);
  });

  it('killing the stream leader under publishing loses and duplicates nothing; a durable consumer sees every event', async () => {
    // The test's own JetStream API calls wait out the leader election its kill starts (the default is 5 s).
    const jsm = await nc.jetstreamManager({ timeout: 20_000 });
    const seen = new Map<string, number>();
    const consumer = await runDurableConsumer({
      nc,
      js: nc.jetstream(),
      durable: `cluster-test-${randomUUID().slice(0, 8)}`,
      filterSubject: SUBJECT,
      log,
      handle: async (event) => void seen.set(event.id, (seen.get(event.id) ?? 0) + 1),
    });
    const relay = new OutboxRelay([col], nc.jetstream(), log, 100, 1000).follow(nc);
    relay.start();
    const wanted = new Set<string>();
    let killed = '';
    try {
      for (let i = 0; i < EVENTS; i++) {
        const event = createEvent('contact.received', {
          producer: 'test',
          userId: null,
          data: { messageId: randomUUID(), name: 'N', email: 'n@example.com', subject: 'Cluster' },
        });
        wanted.add(event.id);
        await col.insertOne({ _id: `d${i}` as never, _outbox: outboxOf(event) });
        void relay.kick([`d${i}`]).catch(() => undefined);
        if (i === EVENTS / 3) {
          const leader = (await jsm.streams.info(STREAM_NAME)).cluster?.leader;
          const node = cluster.nodes.find((n) => n.name === leader);
          expect(node, `a node named ${leader} leads the stream`).toBeDefined();
          killed = node!.name;
          node!.process.kill('SIGKILL');
        }
        await new Promise((r) => setTimeout(r, 10));
      }
      // Every outbox entry is published (acknowledged by the stream) and removed.
      const drained = await secondsUntil(
        async () => (await col.countDocuments({ '_outbox.0': { $exists: true } })) === 0,
        90_000,
        250,
      );
      expect(Number.isFinite(drained), 'outbox drained').toBe(true);
      const info = await jsm.streams.info(STREAM_NAME, { subjects_filter: SUBJECT });
      console.log(
        `nats-cluster: killed leader ${killed}; leader now ${info.cluster?.leader}; ${info.state.subjects?.[SUBJECT]} events in the stream`,
      );
      // (The killed node is restarted at once and may be elected again: the leader is not compared.)
      // Exactly once in the stream: as many messages as events, and every event among them.
      expect(info.state.subjects?.[SUBJECT]).toBe(EVENTS);
      // Read back with a plain subscription from the stream's first message (an ordered push consumer).
      const inStream = new Set<string>();
      const sub = await nc
        .jetstream({ timeout: 20_000 })
        .subscribe(SUBJECT, consumerOpts().orderedConsumer().deliverAll());
      for await (const m of sub) {
        inStream.add(m.json<{ id: string }>().id);
        if (m.info.pending === 0) break;
      }
      sub.unsubscribe();
      console.log(`nats-cluster: read ${inStream.size} events back`);
      expect(inStream).toEqual(wanted);
      const consumed = await secondsUntil(async () => seen.size === EVENTS, 60_000, 250);
      console.log(
        `nats-cluster: outbox drained ${drained} s after the last write; durable consumer complete ${consumed} s later`,
      );
      expect(new Set(seen.keys())).toEqual(wanted);
      // The killed node came back by itself and holds its copy again.
      const restarted = cluster.nodes.find((n) => n.name === killed)!;
      expect(restarted.supervisor.status().restarts).toBeGreaterThanOrEqual(1);
      const replicas = await secondsUntil(
        async () => {
          const r = (await jsm.streams.info(STREAM_NAME)).cluster?.replicas ?? [];
          return r.length === 2 && r.every((p) => p.current);
        },
        60_000,
        500,
      );
      expect(Number.isFinite(replicas), 'both followers current again').toBe(true);
    } finally {
      await relay.stop();
      await consumer.stop();
    }
  }, 240_000);
});
