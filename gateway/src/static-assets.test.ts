import http from 'node:http';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncodings, CACHE_IMMUTABLE, staticAssets } from './static-assets.ts';

const SHELL = '<!doctype html><html><head><title>RealtyLens</title></head><body><div id="root"></div></body></html>';
const LANDING =
  '<!doctype html><html><head><title>RealtyLens</title></head><body><div id="root" data-prerendered="/"><h1>Landing</h1></div></body></html>';
const INVOICE_PAGE =
  '<!doctype html><html><head><title>Invoice Checker</title></head><body><div id="root" data-prerendered="/invoice-checker"><h1>Invoice Checker</h1></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;

let server: http.Server;
let base: string;

function writeWithCopies(file: string, text: string) {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(Buffer.from(text)));
  writeFileSync(`${file}.gz`, gzipSync(Buffer.from(text)));
}

function get(
  urlPath: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      // A raw path: a URL object would resolve dot segments before the server saw them.
      .get({ host: '127.0.0.1', port: new URL(base).port, path: urlPath, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'static-assets-'));
  mkdirSync(path.join(dist, 'assets'));
  writeWithCopies(path.join(dist, 'index.html'), SHELL);
  writeWithCopies(path.join(dist, 'assets', 'index-abc123.js'), SCRIPT);
  mkdirSync(path.join(dist, 'prerendered'));
  writeWithCopies(path.join(dist, 'prerendered', 'index.html'), LANDING);
  writeWithCopies(path.join(dist, 'prerendered', 'invoice-checker.html'), INVOICE_PAGE);
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const app = express();
  app.use(staticAssets(dist, 'not built'));
  server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('static assets', () => {
  it('serves the brotli copy to a client that accepts brotli, and says the answer varies', async () => {
    const res = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
    expect(res.body.length).toBeLessThan(SCRIPT.length / 4);
  });

  it('serves gzip to a gzip-only client and the original to one that accepts nothing', async () => {
    const gz = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
    const plain = await get('/assets/index-abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    const refused = await get('/assets/index-abc123.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');
  });

  it('caches hashed assets for a year and makes the HTML revalidate', async () => {
    expect((await get('/assets/index-abc123.js')).headers['cache-control']).toBe(CACHE_IMMUTABLE);
    const page = await get('/property-analyzer', { 'accept-encoding': 'br' });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(brotliDecompressSync(page.body).toString()).toBe(SHELL);
  });

  it('serves a prerendered route its own page, compressed and revalidated, and other routes the shell', async () => {
    const landing = await get('/', { 'accept-encoding': 'br' });
    expect(landing.status).toBe(200);
    expect(landing.headers['cache-control']).toBe('no-cache');
    expect(landing.headers['content-type']).toMatch(/text\/html/);
    expect(brotliDecompressSync(landing.body).toString()).toBe(LANDING);
    expect((await get('/invoice-checker')).body.toString()).toBe(INVOICE_PAGE);
    expect((await get('/invoice-checker/?from=nav')).body.toString()).toBe(INVOICE_PAGE);
    expect((await get('/pricing')).body.toString()).toBe(SHELL);
    expect((await get('/index')).body.toString()).toBe(SHELL);
    expect((await get('/Invoice-Checker')).body.toString()).toBe(SHELL);
  });

  it('answers a missing asset with a 404, not the app shell', async () => {
    const res = await get('/assets/index-gone999.js');
    expect(res.status).toBe(404);
    expect(res.body.toString()).not.toContain('<div id="root">');
    expect((await get('/robots.txt')).status).toBe(404);
  });

  it('revalidates with the ETag of the encoding served', async () => {
    const first = await get('/assets/index-abc123.js', { 'accept-encoding': 'br' });
    const again = await get('/assets/index-abc123.js', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    const other = await get('/assets/index-abc123.js', {
      'accept-encoding': 'gzip',
      'if-none-match': String(first.headers.etag),
    });
    expect(other.status).toBe(200);
  });

  it('serves a file without copies as it is, and never the .br/.gz files by name', async () => {
    const icon = await get('/favicon.svg', { 'accept-encoding': 'br' });
    expect(icon.status).toBe(200);
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect((await get('/assets/index-abc123.js.br')).status).toBe(404);
    const escape = await get('/assets/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd');
    expect(escape.status).toBe(404);
    expect(escape.body.toString()).not.toContain('root:');
  });
});

describe('acceptedEncodings', () => {
  it('prefers brotli, honours q=0 and the wildcard', () => {
    expect(acceptedEncodings('gzip, br')).toEqual(['br', 'gzip', 'identity']);
    expect(acceptedEncodings('gzip;q=1.0, br;q=0')).toEqual(['gzip', 'identity']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip', 'identity']);
    expect(acceptedEncodings(undefined)).toEqual(['identity']);
  });
});
