import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, onPath, stopChild, waitForPort } from '@realty/system-launcher';

/** stripe-mock's binary: on PATH, else in Go's bin directory, else installed there once. */
function stripeMockBinary(): string {
  const goBin = path.join(process.env.GOPATH ?? path.join(os.homedir(), 'go'), 'bin', 'stripe-mock');
  const found = onPath('stripe-mock') ?? (existsSync(goBin) ? goBin : null);
  if (found) return found;
  const res = spawnSync('go', ['install', 'github.com/stripe/stripe-mock@latest'], {
    stdio: 'inherit',
    timeout: 300_000,
  });
  if (res.status !== 0 || !existsSync(goBin))
    throw new Error('stripe-mock is missing and `go install github.com/stripe/stripe-mock@latest` failed');
  return goBin;
}

/** Stripe's official API mock on a free loopback port, for the payment tests. */
export async function startStripeMock(): Promise<{ apiBase: string; stop: () => Promise<void> }> {
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const child = spawn(
    stripeMockBinary(),
    ['-http-addr', `127.0.0.1:${httpPort}`, '-https-addr', `127.0.0.1:${httpsPort}`],
    { stdio: 'ignore' },
  );
  await waitForPort(httpPort, 20_000, child);
  return { apiBase: `http://127.0.0.1:${httpPort}`, stop: () => stopChild(child) };
}
