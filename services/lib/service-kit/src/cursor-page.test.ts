import { describe, expect, it } from 'vitest';
import { GraphQLError } from 'graphql';
import { afterCursorFilter, cursorPage, decodeCursor, encodeCursor, MAX_PAGE_SIZE, pageSize } from './cursor-page.ts';

const row = (ms: number, id: string) => ({ createdAt: new Date(ms), _id: id });

describe('cursor paging', () => {
  it('a cursor carries the sort key back unchanged and does not show it in plain text', () => {
    const key = row(1_700_000_000_123, 'b6f0c1e2-aaaa');
    const cursor = encodeCursor(key);
    expect(cursor).not.toContain('b6f0c1e2');
    expect(decodeCursor(cursor)).toEqual(key);
  });

  it('a cursor the list did not give out is refused as input, naming the after argument', () => {
    for (const bad of [
      'not-base64!',
      Buffer.from('{"a":1}').toString('base64url'),
      Buffer.from('[1.5,"x"]').toString('base64url'),
      Buffer.from('[1,""]').toString('base64url'),
    ]) {
      const error = (() => {
        try {
          return decodeCursor(bad);
        } catch (e) {
          return e;
        }
      })() as GraphQLError;
      expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { after: expect.any(String) } });
    }
  });

  it('page size defaults to 50 and must be a whole number from 1 to the maximum', () => {
    expect(pageSize(undefined)).toBe(50);
    expect(pageSize(37)).toBe(37);
    for (const bad of [0, -1, 2.5, MAX_PAGE_SIZE + 1]) expect(() => pageSize(bad)).toThrow(/first must be/);
  });

  it('without a cursor there is no extra filter; with one, rows strictly after it in (createdAt, _id) descending order', () => {
    expect(afterCursorFilter(null)).toEqual({});
    const filter = afterCursorFilter(encodeCursor(row(5000, 'm')));
    expect(JSON.parse(JSON.stringify(filter))).toEqual({
      $or: [
        { createdAt: { $lt: new Date(5000).toISOString() } },
        { createdAt: new Date(5000).toISOString(), _id: { $lt: 'm' } },
      ],
    });
  });

  it('reads one row more than the page to tell whether another page follows, and ends with the last cursor', async () => {
    const rows = [row(3, 'c'), row(2, 'b'), row(1, 'a')];
    const asked: number[] = [];
    const full = await cursorPage(
      { first: 2 },
      async (_f, limit) => {
        asked.push(limit);
        return rows.slice(0, limit);
      },
      (d) => d._id,
    );
    expect(asked).toEqual([3]);
    expect(full.nodes).toEqual(['c', 'b']);
    expect(full.edges.map((e) => e.node)).toEqual(['c', 'b']);
    expect(full.pageInfo).toEqual({ hasNextPage: true, endCursor: encodeCursor(rows[1]!) });
    const last = await cursorPage(
      { first: 5 },
      async () => rows,
      (d) => d._id,
    );
    expect(last.pageInfo.hasNextPage).toBe(false);
    const rowsAsNodes = await cursorPage({ first: 1 }, async () => rows);
    expect(rowsAsNodes.nodes).toEqual([rows[0]]);
    const empty = await cursorPage(
      {},
      async () => [],
      (d: { createdAt: Date; _id: string }) => d._id,
    );
    expect(empty).toEqual({ edges: [], nodes: [], pageInfo: { hasNextPage: false, endCursor: null } });
  });
});
