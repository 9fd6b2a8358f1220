import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { restartDelayMs, SupervisedProcess } from './supervised-process.ts';

// A shell starts in milliseconds, where node needs about a second on a busy machine.
const sh = (script: string) => () => spawn('/bin/sh', ['-c', script], { stdio: 'ignore' });
const FAST = { maxCrashes: 5, windowMs: 60_000, firstDelayMs: 10, maxDelayMs: 50 };

async function until(probe: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('a supervised process', () => {
  it('is started again after kill -9, and a stop is not undone', async () => {
    const logs: string[] = [];
    const supervised = new SupervisedProcess('sleeper', sh('exec sleep 60'), (m) => logs.push(m), FAST);
    const first = supervised.process;
    first.kill('SIGKILL');
    await until(() => supervised.status().restarts === 1 && supervised.process !== first);
    expect(supervised.status()).toMatchObject({ state: 'running', lastExit: 'signal SIGKILL' });
    expect(logs[0]).toContain('sleeper exited unexpectedly (signal SIGKILL)');
    await supervised.stop();
    expect(supervised.status().state).toBe('stopped');
    expect(supervised.status().restarts).toBe(1);
  });

  it('reports a crash loop after five crashes within the window and stops restarting', async () => {
    const logs: string[] = [];
    const supervised = new SupervisedProcess('crasher', sh('exit 3'), (m) => logs.push(m), FAST);
    await until(() => supervised.status().state === 'crash-loop');
    expect(supervised.status()).toMatchObject({ restarts: 4, lastExit: 'code 3' });
    expect(logs.at(-1)).toMatch(/^CRASH LOOP: crasher exited 5 times/);
    await new Promise((r) => setTimeout(r, 200));
    expect(supervised.status().restarts).toBe(4);
  });

  it('the first crash is restarted at once, even when the backoff is long', async () => {
    const supervised = new SupervisedProcess('sleeper', sh('exec sleep 60'), () => undefined, {
      ...FAST,
      firstDelayMs: 30_000,
      maxDelayMs: 30_000,
    });
    const first = supervised.process;
    const killedAt = Date.now();
    first.kill('SIGKILL');
    await until(() => supervised.status().restarts === 1, 2000);
    expect(Date.now() - killedAt).toBeLessThan(2000);
    await supervised.stop();
  });

  it('a clean exit is a stop, not a crash', async () => {
    const supervised = new SupervisedProcess('done', sh('exit 0'), () => undefined, FAST);
    await until(() => supervised.status().state === 'stopped');
    expect(supervised.status().restarts).toBe(0);
  });
});

describe('the restart delay', () => {
  it('is zero for the first crash in the window, then doubles from the first delay up to the cap', () => {
    const policy = { maxCrashes: 10, windowMs: 60_000, firstDelayMs: 250, maxDelayMs: 2000 };
    expect([1, 2, 3, 4, 5, 6].map((n) => restartDelayMs(policy, n))).toEqual([0, 250, 500, 1000, 2000, 2000]);
  });
});
