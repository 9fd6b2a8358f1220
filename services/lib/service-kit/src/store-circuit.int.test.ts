import net from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import mongoose, { Schema } from 'mongoose';
import { connectMongo } from './mongo.ts';
import { isDependencyOutage } from './dependency-outage.ts';
import { StoreUnavailableError } from './store-circuit.ts';

/**
 * A TCP relay in front of the test store that can be cut, so the store "goes down" and comes
 * back on the same address without touching the store the other tests use.
 */
function cuttableRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        const addr = server!.address();
        port = typeof addr === 'object' && addr ? addr.port : port;
        resolve();
      });
    });
  return {
    listen,
    get url() {
      return `mongodb://127.0.0.1:${port}/`;
    },
    async cut() {
      await new Promise<void>((resolve) => {
        server?.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
    },
  };
}

const relay = cuttableRelay(new URL(inject('mongoUrl')));
let conn: mongoose.Connection;
let Things: mongoose.Model<{ _id: string; n: number }, object, object, { id: string }>;

beforeAll(async () => {
  await relay.listen();
  conn = await connectMongo(relay.url, `kit_circuit_${Date.now()}`);
  Things = conn.model(
    'Thing',
    new Schema<{ _id: string; n: number }>({ _id: String, n: Number }, { collection: 'things', versionKey: false }),
  );
  await Things.create({ _id: 'a', n: 1 });
});
afterAll(async () => {
  await conn?.close();
  await relay.cut();
});

async function failure(op: Promise<unknown>): Promise<unknown> {
  try {
    await op;
    return null;
  } catch (err) {
    return err;
  }
}

describe('store circuit', () => {
  it('with the store unreachable, operations fail as an outage and then at once from the open circuit; they work again when it returns', async () => {
    await relay.cut();
    const first = await failure(Things.findOne({ _id: 'a' }).exec());
    expect(isDependencyOutage(first)).toBe(true);
    // The driver now knows the store is gone: the next operations are refused without waiting for it.
    const next = await failure(Things.updateOne({ _id: 'a' }, { $inc: { n: 1 } }).exec());
    expect(next).toBeInstanceOf(StoreUnavailableError);
    expect(isDependencyOutage(next)).toBe(true);

    await relay.listen();
    let back: { n: number } | null = null;
    for (let i = 0; i < 200 && !back; i++) {
      back = await Things.findOne({ _id: 'a' })
        .lean()
        .exec()
        .catch(() => null);
      if (!back) await new Promise((r) => setTimeout(r, 100));
    }
    expect(back?.n).toBe(1);
  }, 60_000);
});
