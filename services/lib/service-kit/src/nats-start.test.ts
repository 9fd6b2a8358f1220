import { describe, expect, it } from 'vitest';
import { whileJetStreamStarts } from './nats.ts';

describe('whileJetStreamStarts', () => {
  it('tries again while JetStream says it is not ready, then answers', async () => {
    let calls = 0;
    const answer = await whileJetStreamStarts(async () => {
      calls++;
      if (calls < 3) throw new Error('JetStream system temporarily unavailable');
      return 'ok';
    });
    expect(answer).toBe('ok');
    expect(calls).toBe(3);
  });
  it('throws any other error at once', async () => {
    let calls = 0;
    await expect(
      whileJetStreamStarts(async () => {
        calls++;
        throw new Error('stream name already in use with a different configuration');
      }),
    ).rejects.toThrow('already in use');
    expect(calls).toBe(1);
  });
  it('gives up after its wait', async () => {
    await expect(
      whileJetStreamStarts(async () => Promise.reject(new Error('no responders')), undefined, 300),
    ).rejects.toThrow('no responders');
  });
});
