import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectMongo, signToken } from '@realty/service-kit';
import { testServiceEnv } from '@realty/system-launcher/testing';
import { trusted, type Connection } from 'mongoose';
import { loadEnv } from './env.ts';
import {
  propertyAnalysisModel,
  type PropertyAnalysisDoc,
  type PropertyAnalysisModel,
} from './store/property-analyses.ts';
import { startAnalysis } from './server.ts';
import type { PropertyAnalysisRecord } from './application/analysis-record.ts';

const env = loadEnv(testServiceEnv());
let service: { url: string; stop: () => Promise<void> };
let conn: Connection;
let analyses: PropertyAnalysisModel;

const OWNER = 'owner-1';
const OTHER = 'other-1';
const ownerToken = signToken({ sub: OWNER, email: 'owner@example.com', role: 'user' }, env.JWT_SECRET);
const otherToken = signToken({ sub: OTHER, email: 'other@example.com', role: 'user' }, env.JWT_SECRET);

/**
 * A stored history row. Only the fields the paging query selects are filled: the test is about the
 * order and completeness of pages, not about the analysis itself.
 */
function historyRow(userId: string, createdAt: Date, n: number): PropertyAnalysisDoc {
  const id = randomUUID();
  const result = {
    id,
    createdAt: createdAt.toISOString(),
    address: `${n} Paging St`,
    zipCode: '10001',
    metrics: [],
  } as unknown as PropertyAnalysisRecord;
  return { _id: id, userId, createdAt, bulk: false, address: result.address, zipCode: '10001', result, _outbox: [] };
}

const PAGE = `query Page($first: Int, $after: String) {
  myPropertyAnalysesConnection(first: $first, after: $after) { edges { cursor node { id createdAt } } nodes { id } pageInfo { hasNextPage endCursor } }
}`;

interface PageAnswer {
  data?: {
    myPropertyAnalysesConnection: {
      edges: { cursor: string; node: { id: string; createdAt: string } }[];
      nodes: { id: string }[];
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
    };
  };
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

async function page(token: string, variables: Record<string, unknown>): Promise<PageAnswer> {
  const res = await fetch(service.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: PAGE, variables }),
  });
  return (await res.json()) as PageAnswer;
}

/** Follows endCursor until hasNextPage is false; `between` runs after the first page. */
async function walk(token: string, first: number, between?: () => Promise<void>) {
  const seen: { id: string; createdAt: string }[] = [];
  let after: string | null = null;
  for (let pages = 0; ; pages++) {
    const answer = await page(token, { first, after });
    expect(answer.errors).toBeUndefined();
    const connection = answer.data!.myPropertyAnalysesConnection;
    expect(connection.nodes.map((n) => n.id)).toEqual(connection.edges.map((e) => e.node.id));
    seen.push(...connection.edges.map((e) => e.node));
    if (pages === 0 && between) await between();
    if (!connection.pageInfo.hasNextPage) {
      expect(connection.pageInfo.endCursor).toBe(connection.edges.at(-1)?.cursor ?? null);
      return { seen, pages: pages + 1 };
    }
    expect(connection.edges).toHaveLength(first);
    after = connection.pageInfo.endCursor;
  }
}

let ownIds: string[];
let otherIds: string[];

beforeAll(async () => {
  service = await startAnalysis(env);
  conn = await connectMongo(env.MONGO_URL, `analysis${env.DB_SUFFIX}`);
  analyses = propertyAnalysisModel(conn);
  // 1,000 rows of the owner over 250 distinct times (four share each time, so the id breaks ties),
  // interleaved with 300 rows of another user.
  const base = Date.UTC(2026, 0, 1);
  const own = Array.from({ length: 1000 }, (_, i) => historyRow(OWNER, new Date(base + Math.floor(i / 4) * 60_000), i));
  const other = Array.from({ length: 300 }, (_, i) => historyRow(OTHER, new Date(base + i * 45_000), i));
  await analyses.insertMany([...own, ...other], { ordered: false });
  ownIds = own.map((d) => d._id);
  otherIds = other.map((d) => d._id);
}, 120_000);

afterAll(async () => {
  await conn?.close();
  await service?.stop();
});

function expectNewestFirst(seen: { id: string; createdAt: string }[]) {
  for (let i = 1; i < seen.length; i++) expect(seen[i - 1]!.createdAt >= seen[i]!.createdAt).toBe(true);
}

describe('cursor paging of the analysis history', () => {
  it('walks 1,000 items 100 at a time without gaps or repeats, newest first', async () => {
    const { seen, pages } = await walk(ownerToken, 100);
    expect(pages).toBe(10);
    expect(seen).toHaveLength(1000);
    expect(new Set(seen.map((s) => s.id)).size).toBe(1000);
    expect(new Set(seen.map((s) => s.id))).toEqual(new Set(ownIds));
    expectNewestFirst(seen);
  });

  it('walks them 37 at a time, with rows inserted after the first page, and still sees each older row exactly once', async () => {
    const inserted: string[] = [];
    const { seen, pages } = await walk(ownerToken, 37, async () => {
      const newer = Array.from({ length: 5 }, (_, i) => historyRow(OWNER, new Date(), 5000 + i));
      await analyses.insertMany(newer);
      inserted.push(...newer.map((d) => d._id));
    });
    expect(pages).toBe(Math.ceil(1000 / 37));
    expect(seen.map((s) => s.id).sort()).toEqual([...ownIds].sort());
    expectNewestFirst(seen);
    // The newer rows start the next walk.
    const first = await page(ownerToken, { first: 5 });
    expect(new Set(first.data!.myPropertyAnalysesConnection.nodes.map((n) => n.id))).toEqual(new Set(inserted));
    await analyses.deleteMany({ _id: trusted({ $in: inserted }) });
  });

  it("shows each user only their own rows, also when given a cursor taken from another user's list", async () => {
    const { seen } = await walk(otherToken, 100);
    expect(seen.map((s) => s.id).sort()).toEqual([...otherIds].sort());
    const ownerFirst = await page(ownerToken, { first: 10 });
    const withOwnersCursor = await page(otherToken, {
      first: 500,
      after: ownerFirst.data!.myPropertyAnalysesConnection.pageInfo.endCursor,
    });
    const ids = withOwnersCursor.data!.myPropertyAnalysesConnection.nodes.map((n) => n.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => otherIds.includes(id))).toBe(true);
  });

  it('refuses a made-up cursor and a page size out of range as input errors', async () => {
    const bad = await page(ownerToken, { first: 10, after: 'bm90LWEtY3Vyc29y' });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    for (const first of [0, 501]) {
      const tooMany = await page(ownerToken, { first });
      expect(tooMany.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    }
  });

  it('asks for a sign-in', async () => {
    const res = await fetch(service.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: PAGE }),
    });
    const answer = (await res.json()) as PageAnswer;
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
