/**
 * The rehearsal's parts, shared by `npm run rehearse` (rehearse.ts) and its bounded CI version
 * (rehearse.int.test.ts): metered load with a client's one retry after a 503 with Retry-After, read load from
 * autocannon, the stream's leader, and the result events in the stream.
 */
import autocannon from 'autocannon';
import { MongoClient } from 'mongodb';
import { connect, consumerOpts } from 'nats';
import { STREAM_NAME, subjectFor } from '@realty/proto-schemas';
import { natsServers } from '@realty/service-kit';
import type { FaultSystem, FaultUser } from './fault-harness.ts';

let counter = 0;

/**
 * A metered write, retried once after a 503 (waiting its Retry-After); returns whether it ended in 200, its time,
 * and for a failure what the last answer was (a status, `503 twice`, or `no answer` for a reset or a timeout).
 */
async function meteredWrite(
  fs: FaultSystem,
  user: FaultUser,
  audit: boolean,
): Promise<{ ok: boolean; ms: number; failure?: string }> {
  const started = Date.now();
  for (let attempt = 0; attempt < 2; attempt++) {
    counter += 1;
    const [route, body] = audit
      ? [
          '/api/audit-invoice',
          {
            content: `Greenway Property Services\nInvoice #R-${counter}\nInvoice date: 01/15/2026\nLawn care, 1 x $120.00, $120.00\nTotal due: $120.00\n`,
          },
        ]
      : ['/api/analyze-property', { address: `${100 + counter} Main St`, zipCode: '60614' }];
    const res = await fetch(`${fs.system.url}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    }).catch(() => null);
    if (res?.status === 200) {
      const json = (await res.json()) as { id?: string };
      if (json.id) fs.acknowledged.get(user.id)!.add(json.id);
      return { ok: true, ms: Date.now() - started };
    }
    await res?.text().catch(() => undefined);
    const retryAfter = Number(res?.headers.get('retry-after') ?? NaN);
    if (res?.status !== 503 || !Number.isFinite(retryAfter))
      return { ok: false, ms: Date.now() - started, failure: res ? String(res.status) : 'no answer' };
    await new Promise((r) => setTimeout(r, retryAfter * 1000));
  }
  return { ok: false, ms: Date.now() - started, failure: '503 twice' };
}

const emptyWindow = () => ({ ok: 0, failed: 0, ms: [] as number[], failures: {} as Record<string, number> });

/**
 * Metered load from every user until stopped; `take()` returns and resets the window's counts, latencies and failures.
 */
export function meteredLoad(fs: FaultSystem) {
  let running = true;
  let window = emptyWindow();
  const loops = fs.users.map(async (user, i) => {
    for (let n = i; running; n++) {
      const r = await meteredWrite(fs, user, n % 2 === 1);
      if (r.ok) window.ok += 1;
      else {
        window.failed += 1;
        window.failures[r.failure!] = (window.failures[r.failure!] ?? 0) + 1;
      }
      window.ms.push(r.ms);
    }
  });
  return {
    take() {
      const taken = window;
      window = emptyWindow();
      return taken;
    },
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** Reads and sign-ins from autocannon for `ms`: its p99 and non-2xx answers. */
export function readLoad(fs: FaultSystem, ms: number, email: string) {
  const url = new URL(fs.system.url);
  return autocannon({
    url: `http://127.0.0.1:${url.port}`,
    connections: 4,
    duration: ms / 1000,
    requests: [
      { method: 'GET', path: '/api/auth/me', headers: { authorization: `Bearer ${fs.users[0]!.token}` } },
      {
        method: 'GET',
        path: '/api/user/property-analyses',
        headers: { authorization: `Bearer ${fs.users[1]!.token}` },
      },
      {
        method: 'POST',
        path: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'secret123' }),
      },
    ],
  });
}

export const p99 = (ms: number[]) =>
  ms.length ? [...ms].sort((a, b) => a - b)[Math.min(ms.length - 1, Math.floor(ms.length * 0.99))]! : 0;

export async function streamLeader(fs: FaultSystem): Promise<string> {
  const nc = await connect({ servers: natsServers(fs.system.natsUrl) });
  try {
    const info = await (await nc.jetstreamManager()).streams.info(STREAM_NAME);
    return info.cluster?.leader ?? 'nats-1';
  } finally {
    await nc.close();
  }
}

/** Result events in the stream per result id (analysis.completed and invoice.audited). */
export async function resultEvents(fs: FaultSystem): Promise<Map<string, number>> {
  const nc = await connect({ servers: natsServers(fs.system.natsUrl) });
  const counts = new Map<string, number>();
  try {
    for (const type of ['analysis.completed', 'invoice.audited'] as const) {
      const subject = subjectFor(type);
      const total =
        (await (await nc.jetstreamManager()).streams.info(STREAM_NAME, { subjects_filter: subject })).state.subjects?.[
          subject
        ] ?? 0;
      if (total === 0) continue;
      const sub = await nc.jetstream().subscribe(subject, consumerOpts().orderedConsumer().deliverAll());
      for await (const m of sub) {
        const data = m.json<{ data: { analysisId?: string; auditId?: string } }>().data;
        const id = data.analysisId ?? data.auditId ?? '';
        counts.set(id, (counts.get(id) ?? 0) + 1);
        if (m.info.pending === 0) break;
      }
      sub.unsubscribe();
    }
  } finally {
    await nc.close();
  }
  return counts;
}

export async function storedResultIds(fs: FaultSystem): Promise<Set<string>> {
  const client = await MongoClient.connect(fs.system.mongoUrl);
  try {
    const ids = new Set<string>();
    for (const [db, col] of [
      ['analysis', 'property_analyses'],
      ['invoice', 'invoice_audits'],
    ] as const) {
      for (const d of await client
        .db(db)
        .collection<{ _id: string }>(col)
        .find({}, { projection: { _id: 1 } })
        .toArray())
        ids.add(String(d._id));
    }
    return ids;
  } finally {
    await client.close();
  }
}
