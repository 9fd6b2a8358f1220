import { isIP } from 'node:net';
import type { Request, Response } from 'express';
import { metricsHandler } from '@realty/service-kit';

/** Loopback and private ranges: where Prometheus scrapes pods from (RFC 1918, RFC 4193, link-local). */
function isPrivateAddress(address: string): boolean {
  const ip = address.replace(/^::ffff:/, '');
  if (isIP(ip) === 4) return /^(127\.|10\.|192\.168\.|169\.254\.|172\.(1[6-9]|2\d|3[01])\.)/.test(ip);
  return ip === '::1' || /^f[cd]/i.test(ip) || /^fe80:/i.test(ip);
}

/**
 * /metrics on the gateway, whose port is also the public one: answered only to a scraper on the private
 * network that came straight to the pod (no X-Forwarded-For, which every proxy and ingress adds); anyone
 * else gets the same 404 as any unknown path would.
 */
export function gatewayMetricsRoute(req: Request, res: Response): void {
  if (req.headers['x-forwarded-for'] !== undefined || !isPrivateAddress(req.socket.remoteAddress ?? '')) {
    res.status(404).json({ message: 'Not found' });
    return;
  }
  void metricsHandler(req, res);
}
