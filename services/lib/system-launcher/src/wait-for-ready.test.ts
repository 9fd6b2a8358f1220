import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { PortTakenError, waitForReady } from './system.ts';

const servers: http.Server[] = [];
afterEach(() => servers.splice(0).forEach((s) => s.close()));

/** A process answering 200 on every path, with `launchId` in its x-launch-id header when given. */
async function answering(launchId?: string): Promise<number> {
  const server = http.createServer((_req, res) => {
    if (launchId) res.setHeader('x-launch-id', launchId);
    res.end('{"status":"ready"}');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** A child that stays up for `ms` and then fails, as one whose port was taken does. */
const childFailingAfter = (ms: number) => spawn(process.execPath, ['-e', `setTimeout(() => process.exit(1), ${ms})`]);

describe('waitForReady', () => {
  it("is satisfied by an answer that carries this start's launch id", async () => {
    const port = await answering('launch-1');
    const child = childFailingAfter(5000);
    await expect(waitForReady(`http://127.0.0.1:${port}/readyz`, child, 'auth', 'launch-1')).resolves.toBeUndefined();
    child.kill();
  });

  it("does not take another process's answer on the port for its child's, and says the port was taken", async () => {
    const port = await answering('another-launch');
    const child = childFailingAfter(300);
    await expect(waitForReady(`http://127.0.0.1:${port}/readyz`, child, 'auth', 'launch-1')).rejects.toBeInstanceOf(
      PortTakenError,
    );
  });

  it('reports a child that failed with nothing else on its port as a plain failure', async () => {
    const port = await answering();
    servers.splice(0).forEach((s) => s.close());
    const child = childFailingAfter(100);
    const failure = waitForReady(`http://127.0.0.1:${port}/readyz`, child, 'auth', 'launch-1');
    await expect(failure).rejects.toThrow(/exited with code 1/);
    await expect(failure).rejects.not.toBeInstanceOf(PortTakenError);
  });
});
