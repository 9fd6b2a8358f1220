import { describe, expect, it } from 'vitest';
import { storeDurabilityOptions } from './store-options.ts';

describe('storeDurabilityOptions', () => {
  it('gives a replica set majority writes and reads and retryable writes and reads', () => {
    const options = {
      retryWrites: true,
      retryReads: true,
      writeConcern: { w: 'majority' },
      readConcern: { level: 'majority' },
    };
    expect(
      storeDurabilityOptions('mongodb://app:secret@mongodb:27017/?replicaSet=realtylens-mongodb&authSource=admin'),
    ).toEqual(options);
    expect(storeDurabilityOptions('mongodb+srv://app:p%40ss@cluster0.example.mongodb.net/')).toEqual(options);
  });

  it('keeps retryable writes off on a single server (the embedded store has no replica set)', () => {
    expect(storeDurabilityOptions('mongodb://127.0.0.1:27017/')).toEqual({ retryWrites: false });
  });

  it('leaves to the URL whatever it states itself', () => {
    expect(storeDurabilityOptions('mongodb://h1,h2,h3/?replicaSet=rs0&w=2&retryWrites=false')).toEqual({
      retryReads: true,
      readConcern: { level: 'majority' },
    });
  });
});
