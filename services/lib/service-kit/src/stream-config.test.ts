import { describe, expect, it } from 'vitest';
import type { StreamConfig } from 'nats';
import { natsServers, raisedStreamConfig, type StreamNeeds } from './stream-config.ts';

const DAY = 24 * 3600 * 1e9;
const needs: StreamNeeds = { subjects: ['events.>'], num_replicas: 3, max_age: 30 * DAY, duplicate_window: 120e9 };
const existing = (over: Partial<StreamConfig> = {}) =>
  ({
    name: 'EVENTS',
    subjects: ['events.>'],
    num_replicas: 1,
    max_age: 30 * DAY,
    duplicate_window: 120e9,
    max_bytes: -1,
    ...over,
  }) as StreamConfig;

describe('raisedStreamConfig', () => {
  it('raises the replicas of a stream created with fewer', () => {
    expect(raisedStreamConfig(existing(), needs)).toMatchObject({ num_replicas: 3, max_age: 30 * DAY });
  });

  it('leaves a stream that already meets every need alone (no update on start)', () => {
    expect(raisedStreamConfig(existing({ num_replicas: 3 }), needs)).toBeNull();
  });

  it('never lowers what an operator raised: replicas, retention (unlimited included), duplicate window, other limits', () => {
    expect(
      raisedStreamConfig(existing({ num_replicas: 5, max_age: 0, duplicate_window: 600e9, max_bytes: 1e12 }), needs),
    ).toBeNull();
    const raised = raisedStreamConfig(existing({ max_age: 365 * DAY, max_bytes: 1e12 }), needs);
    expect(raised).toMatchObject({ num_replicas: 3, max_age: 365 * DAY, max_bytes: 1e12 });
  });

  it('adds the subjects it needs and keeps the ones an operator added', () => {
    expect(raisedStreamConfig(existing({ num_replicas: 3, subjects: ['audit.>'] }), needs)?.subjects).toEqual([
      'audit.>',
      'events.>',
    ]);
  });

  it('raises a retention or duplicate window set below what exactly-once publishing needs', () => {
    expect(raisedStreamConfig(existing({ num_replicas: 3, max_age: DAY, duplicate_window: 1e9 }), needs)).toMatchObject(
      { max_age: 30 * DAY, duplicate_window: 120e9 },
    );
  });
});

describe('natsServers', () => {
  it('takes every server of a comma-separated NATS_URL', () => {
    expect(natsServers('nats://a:4222, nats://b:4222,nats://c:4222,')).toEqual([
      'nats://a:4222',
      'nats://b:4222',
      'nats://c:4222',
    ]);
    expect(natsServers('nats://127.0.0.1:4222')).toEqual(['nats://127.0.0.1:4222']);
  });
});
