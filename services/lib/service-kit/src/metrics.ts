import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { Collection, Document } from 'mongodb';
import type { JetStreamManager } from 'nats';
import client from 'prom-client';
import { STREAM_NAME } from '@realty/proto-schemas';

/**
 * Prometheus metrics of one process, served at /metrics: request rate and latency per route and status,
 * the events waiting in outboxes (written but not yet on NATS), and how far each durable NATS consumer
 * is behind, plus Node's own process metrics. Every series carries the process's `service` label.
 */
export const metricsRegistry = new client.Registry();
client.collectDefaultMetrics({ register: metricsRegistry });

const requests = new client.Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by method, route and status.',
  labelNames: ['method', 'route', 'status'],
  registers: [metricsRegistry],
});
const latency = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, route and status.',
  labelNames: ['method', 'route', 'status'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

const outboxes: Array<{ collection: Collection<Document>; field: string }> = [];
new client.Gauge({
  name: 'outbox_pending_events',
  help: 'Documents holding events not yet published to NATS, by collection.',
  labelNames: ['collection'],
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    for (const { collection, field } of outboxes) {
      const pending = await collection.countDocuments({ [`${field}.0`]: { $exists: true } }).catch(() => null);
      if (pending !== null) this.set({ collection: collection.collectionName }, pending);
    }
  },
});

const consumers: Array<{ jsm: JetStreamManager; durable: string }> = [];
new client.Gauge({
  name: 'nats_consumer_pending_messages',
  help: 'Messages of the EVENTS stream a durable consumer has not acknowledged yet (not delivered plus in flight).',
  labelNames: ['durable'],
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    for (const { jsm, durable } of consumers) {
      const info = await jsm.consumers.info(STREAM_NAME, durable).catch(() => null);
      if (info) this.set({ durable }, info.num_pending + info.num_ack_pending);
    }
  },
});

export function setMetricsService(service: string): void {
  metricsRegistry.setDefaultLabels({ service });
}

export function trackOutbox(collection: Collection<Document>, field: string): void {
  if (!outboxes.some((o) => o.collection === collection)) outboxes.push({ collection, field });
}

export function trackConsumer(jsm: JetStreamManager, durable: string): void {
  if (!consumers.some((c) => c.durable === durable)) consumers.push({ jsm, durable });
}

/** The route pattern, not the URL, so ids in paths do not make one series per request. */
function routeLabel(req: Request): string {
  if (req.route?.path && typeof req.route.path === 'string') return `${req.baseUrl}${req.route.path}`;
  if (req.baseUrl) return req.baseUrl;
  return req.method === 'GET' ? 'static' : 'other';
}

/** Counts and times one request once it is answered, under the route `route` names when it finishes. */
export function trackRequest(req: IncomingMessage, res: ServerResponse, route: () => string): void {
  const end = latency.startTimer();
  res.on('finish', () => {
    const labels = { method: req.method ?? 'GET', route: route(), status: String(res.statusCode) };
    requests.inc(labels);
    end(labels);
  });
}

export function httpMetricsMiddleware() {
  return (req: Request, res: Response, next: NextFunction) => {
    trackRequest(req, res, () => routeLabel(req));
    next();
  };
}

export async function metricsHandler(_req: Request, res: Response): Promise<void> {
  res.setHeader('content-type', metricsRegistry.contentType);
  res.end(await metricsRegistry.metrics());
}
