import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { gatewayEnvSchema } from '../env.ts';
import { contextFromRequest, trustProxySetting } from './execute.ts';

/** The address rate limits key on, as the gateway computes it, for a given TRUSTED_PROXIES setting. */
async function clientIpSeen(trustedProxies: string, forwardedFor: string): Promise<string> {
  const env = gatewayEnvSchema.parse({
    TRUSTED_PROXIES: trustedProxies,
    AUTH_URL: 'http://x',
    BILLING_URL: 'http://x',
    ANALYSIS_URL: 'http://x',
    INVOICE_URL: 'http://x',
    RENTAL_URL: 'http://x',
    ADMIN_URL: 'http://x',
  });
  const app = express();
  app.set('trust proxy', trustProxySetting(env.TRUSTED_PROXIES));
  app.get('/', (req, res) => {
    res.send(contextFromRequest(req).clientIp);
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, {
      headers: { 'x-forwarded-for': forwardedFor },
    });
    return await res.text();
  } finally {
    server.close();
  }
}

describe('client address', () => {
  it('ignores X-Forwarded-For when no proxy is trusted (the default)', async () => {
    expect(await clientIpSeen('', '203.0.113.9')).toBe('127.0.0.1');
  });

  it('takes the address a trusted proxy forwarded, and not what the client wrote before it', async () => {
    expect(await clientIpSeen('loopback', '203.0.113.9')).toBe('203.0.113.9');
    expect(await clientIpSeen('127.0.0.1/8', '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
  });

  it('does not believe a proxy that is not listed', async () => {
    expect(await clientIpSeen('10.0.0.1', '203.0.113.9')).toBe('127.0.0.1');
  });
});
