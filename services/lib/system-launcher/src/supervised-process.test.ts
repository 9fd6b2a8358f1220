import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { SupervisedProcess } from './supervised-process.ts';

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

  it('a clean exit is a stop, not a crash', async () => {
    const supervised = new SupervisedProcess('done', sh('exit 0'), () => undefined, FAST);
    await until(() => supervised.status().state === 'stopped');
    expect(supervised.status().restarts).toBe(0);
  });
});
