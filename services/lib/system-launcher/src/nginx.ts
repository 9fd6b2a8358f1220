import { spawn } from 'node:child_process';
import { mkdirSync, openSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { onPath, waitForPort } from './embedded-servers.ts';
import { SupervisedProcess } from './supervised-process.ts';

/** One balanced address: nginx listens on `port` and spreads requests over `backends` (ports on loopback). */
export interface Balanced {
  name: string;
  port: number;
  backends: number[];
}

/**
 * The proxy settings every balanced address shares. Keep-alive upstream connections (HTTP/1.1, no Connection
 * header) spare a connect per request; `proxy_next_upstream` sends a request that could not reach one instance
 * (refused, reset, timed out, or answered 502/503) to the other. A POST already sent is not repeated (nginx's
 * default without `non_idempotent`): it may have been carried out. `max_fails=0`: no instance is ever marked down.
 * A gateway answers 503 when a service behind it is down, so with marking one such answer from each gateway would
 * leave the front with no live upstream, failing every request at once until the marking ends; a killed instance
 * instead costs one refused connection on loopback per request until it is back.
 */
const PROXY = `
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_connect_timeout 2s;
      proxy_read_timeout 120s;
      proxy_buffering off;`;

/**
 * The front address (the product's port) answers a request it could not get answered by either gateway (one was
 * killed while carrying it) with 503 and Retry-After: 1, as the gateway itself does when a dependency is down,
 * so a client retries instead of seeing nginx's bare 502. The message is the product's SERVICE_UNAVAILABLE_MESSAGE
 * (proto-schemas/src/errors.ts; nginx.int.test.ts checks they agree).
 */
const UNAVAILABLE_BODY = JSON.stringify({ error: 'A service is temporarily unavailable. Please try again shortly.' });
const FRONT_UNAVAILABLE = `
      error_page 502 504 =503 @unavailable;`;

/** nginx's configuration for the balanced addresses, with every file it writes under `dir`. */
export function nginxConfig(dir: string, logDir: string, front: Balanced, inner: Balanced[]): string {
  const upstream = (b: Balanced) =>
    `  upstream ${b.name} {\n${b.backends.map((p) => `    server 127.0.0.1:${p} max_fails=0;`).join('\n')}\n    keepalive 32;\n  }\n`;
  const server = (b: Balanced, extra: string) =>
    `  server {\n    listen 127.0.0.1:${b.port};\n    location / {\n      proxy_pass http://${b.name};${PROXY}${extra}\n    }\n` +
    (extra
      ? `    location @unavailable {\n      add_header Retry-After 1 always;\n      return 503 '${UNAVAILABLE_BODY}';\n    }\n`
      : '') +
    `  }\n`;
  return `worker_processes 1;
daemon off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(logDir, 'nginx.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  default_type application/json;
  client_max_body_size 50m;
  client_body_temp_path ${path.join(dir, 'client_body')};
  proxy_temp_path ${path.join(dir, 'proxy')};
  fastcgi_temp_path ${path.join(dir, 'fastcgi')};
  uwsgi_temp_path ${path.join(dir, 'uwsgi')};
  scgi_temp_path ${path.join(dir, 'scgi')};
${[front, ...inner].map(upstream).join('')}${server(front, FRONT_UNAVAILABLE)}${inner.map((b) => server(b, '')).join('')}}
`;
}

/** Starts Debian's nginx (supervised like every other process) on the configuration written into `dataDir/nginx`. */
export async function startNginx(
  dataDir: string,
  logDir: string,
  front: Balanced,
  inner: Balanced[],
  log: (msg: string) => void,
): Promise<SupervisedProcess> {
  const binary = onPath('nginx');
  if (!binary) throw new Error('nginx is missing: install it (apt-get install nginx); `npm run rehearse` does');
  const dir = path.join(dataDir, 'nginx');
  mkdirSync(dir, { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(dir, logDir, front, inner));
  const out = openSync(path.join(logDir, 'nginx.log'), 'a');
  const supervised = new SupervisedProcess(
    'nginx',
    () => spawn(binary, ['-p', dir, '-c', conf], { stdio: ['ignore', out, out] }),
    log,
  );
  try {
    await Promise.all([front, ...inner].map((b) => waitForPort(b.port, 20_000, supervised.process)));
  } catch (err) {
    await supervised.stop();
    throw err;
  }
  return supervised;
}
