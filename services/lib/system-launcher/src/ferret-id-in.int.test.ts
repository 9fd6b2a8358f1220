import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MongoClient, ObjectId, type Collection, type Document } from 'mongodb';

// `_id: {$in: [...]}` is pushed down to the embedded store's _id index (see ferret-patch.ts); these
// check that it finds and changes exactly what MongoDB would, and that it uses the index.

let client: MongoClient;
let col: Collection<Document>;
const objectIds = [new ObjectId(), new ObjectId(), new ObjectId()];
// Ids whose JSON text needs escaping, next to look-alikes of other types.
const stringIds = ['plain', 'a"quote', 'back\\slash', '<&>', 'é-ü', '😀', '1', 'line\nbreak', ''];
const otherIds: unknown[] = [1, 2.5, { a: 'plain' }, true];

beforeAll(async () => {
  client = await MongoClient.connect(inject('mongoUrl'));
  col = client.db(`idin_${randomUUID().slice(0, 8)}`).collection('docs');
  const ids = [...stringIds, ...objectIds, ...otherIds, ...Array.from({ length: 300 }, (_, i) => `filler-${i}`)];
  await col.insertMany(ids.map((_id, n) => ({ _id, n })) as Document[]);
});
afterAll(async () => {
  await client.close();
});

async function idsFound(listed: unknown[]): Promise<unknown[]> {
  const docs = await col.find({ _id: { $in: listed } } as Document).toArray();
  return docs.map((d) => d._id);
}

function sorted(ids: unknown[]): string[] {
  return ids.map((id) => JSON.stringify(id)).sort();
}

describe('_id $in on the store', () => {
  it('finds exactly the listed string and ObjectId ids, escapes included', async () => {
    const listed = [...stringIds, objectIds[1], 'missing', 'filler-7'];
    expect(sorted(await idsFound(listed))).toEqual(sorted([...stringIds, objectIds[1], 'filler-7']));
    for (const id of stringIds) expect(await idsFound([id])).toEqual([id]);
  });

  it('keeps the full semantics for lists it does not push down', async () => {
    expect(sorted(await idsFound([1, 'plain']))).toEqual(sorted([1, 'plain']));
    expect(sorted(await idsFound([{ a: 'plain' }, true]))).toEqual(sorted([{ a: 'plain' }, true]));
    expect(sorted(await idsFound([/^filler-29[0-9]$/]))).toEqual(
      sorted(Array.from({ length: 10 }, (_, i) => `filler-29${i}`)),
    );
    expect(await idsFound([])).toEqual([]);
    const nin = await col.countDocuments({ _id: { $in: ['plain', 'a"quote'], $nin: ['plain'] } } as Document);
    expect(nin).toBe(1);
  });

  it('updates exactly the listed documents', async () => {
    const listed = ['<&>', objectIds[2], 'filler-3', 'missing'];
    const res = await col.updateMany({ _id: { $in: listed } } as Document, { $set: { touched: true } });
    expect(res.matchedCount).toBe(3);
    expect(sorted((await col.find({ touched: true }).toArray()).map((d) => d._id))).toEqual(
      sorted(['<&>', objectIds[2], 'filler-3']),
    );
  });

  it('deletes exactly the listed documents', async () => {
    const before = await col.countDocuments();
    const res = await col.deleteMany({ _id: { $in: ['filler-10', objectIds[0], 'filler-11', 'missing'] } } as Document);
    expect(res.deletedCount).toBe(3);
    expect(await col.countDocuments()).toBe(before - 3);
    expect(await idsFound(['filler-10', objectIds[0], 'filler-11', 'filler-12'])).toEqual(['filler-12']);
  });

  it('reads the listed ids through the _id index, not the whole collection', async () => {
    const explained = await col.find({ _id: { $in: ['filler-1', 'filler-2', objectIds[0]] } } as Document).explain();
    // FerretDB/SQLite: "SEARCH ... USING INDEX ..._id_"; MongoDB: an IXSCAN stage (or its express path).
    expect(JSON.stringify(explained)).toMatch(/USING INDEX|IXSCAN|EXPRESS/);
    expect(JSON.stringify(explained)).not.toMatch(/detail=SCAN/);
  });
});
