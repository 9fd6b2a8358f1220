import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, uniqueEmail } from './helpers.ts';
import { startInProcessSystem, type InProcessSystem } from './in-process-system.ts';
import { badInputCorpus, truncatedUploads, type BadRequest } from './bad-input-corpus.ts';

let system: InProcessSystem;
let token = '';

beforeAll(async () => {
  // Payments configured (a Stripe key, its API pointed at a closed local port) so the payment routes and
  // the webhook check the caller and the signature instead of answering 503 "not configured" by design.
  system = await startInProcessSystem({
    STRIPE_SECRET_KEY: 'sk_test_corpus',
    STRIPE_WEBHOOK_SECRET: 'whsec_corpus_test_secret',
    STRIPE_API_BASE: 'http://127.0.0.1:9',
    LOG_LEVEL: 'error',
  });
  const reg = await api(system.url)('POST', '/api/auth/register', {
    json: { firstName: 'Bad', lastName: 'Input', email: uniqueEmail('corpus'), password: 'secret123' },
  });
  token = reg.body.token;
}, 240_000);
afterAll(async () => {
  await system?.stop();
});

async function send(r: BadRequest): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = { ...(r.headers ?? {}) };
  if (r.auth && !headers.authorization) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${system.url}${r.path}`, { method: r.method, headers, body: r.body });
  return { status: res.status, text: (await res.text()).slice(0, 200) };
}

/** Writes a multipart request, stops half-way, then half-closes (an answer is expected) or resets (none can come). */
function sendTruncated(port: number, head: string, body: string, end: 'half-close' | 'reset'): Promise<string> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(head + body);
      setTimeout(() => (end === 'reset' ? socket.resetAndDestroy() : socket.end()), 100);
    });
    socket.on('data', (d) => (answer += d.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''));
  });
}

async function allProcessesAnswer(): Promise<boolean> {
  const urls = [
    `${system.url}/healthz`,
    ...Object.values(system.serviceUrls).map((u) => u.replace(/\/graphql$/, '/healthz')),
  ];
  const answers = await Promise.all(
    urls.map((u) =>
      fetch(u).then(
        (r) => r.ok,
        () => false,
      ),
    ),
  );
  return answers.every(Boolean);
}

describe('a corpus of bad requests', () => {
  it('gets no 5xx on any /api route or /graphql, and no process exits', async () => {
    const corpus = badInputCorpus();
    expect(corpus.length).toBeGreaterThanOrEqual(500);
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    const slowest: Array<[number, string]> = [];
    let next = 0;
    const started = Date.now();
    const worker = async () => {
      while (next < corpus.length) {
        const r = corpus[next++]!;
        const t0 = Date.now();
        const { status, text } = await send(r).catch((err: unknown) => ({ status: 0, text: String(err) }));
        slowest.push([Date.now() - t0, r.label]);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 500 || status === 0) failures.push(`${status} ${r.method} ${r.label}: ${text}`);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));

    const port = Number(new URL(system.url).port);
    const cut = truncatedUploads();
    for (const t of cut) {
      const line = await sendTruncated(port, t.head, t.body, t.end);
      const status = Number(line.split(' ')[1] ?? 0);
      if (t.end === 'half-close') {
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status !== 400) failures.push(`${line || 'no answer'} ${t.label}`);
      }
    }
    const distribution = Object.fromEntries([...statuses.entries()].sort((a, b) => a[0] - b[0]));
    slowest.sort((a, b) => b[0] - a[0]);
    process.stdout.write(
      `bad-input corpus: ${corpus.length} requests + ${cut.length} truncated uploads in ${Date.now() - started} ms; statuses ${JSON.stringify(distribution)}; slowest ${JSON.stringify(slowest.slice(0, 3))}\n`,
    );
    expect(failures).toEqual([]);
    expect(await allProcessesAnswer()).toBe(true);
  }, 120_000);
});
