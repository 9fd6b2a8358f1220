/**
 * PDF reports and share links through the REST facade and GraphQL: a report is the owner's (another user's id
 * answers 404) and uses no analysis; a share link opens one analysis read-only without sign-in, never shows its
 * owner, is not a credential anywhere else, and answers 404 once revoked or expired.
 */
import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readPdf } from '@realty/service-kit/testing/pdf';
import { api, uniqueEmail } from './helpers.ts';
import { startInProcessSystem, type InProcessSystem } from './in-process-system.ts';

let system: InProcessSystem;
let call: ReturnType<typeof api>;
const dbSuffix = `_rpt${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  system = await startInProcessSystem({ LOG_LEVEL: 'error', REGISTER_MAX_PER_ADDRESS: '1000', DB_SUFFIX: dbSuffix });
  call = api(system.url);
}, 180_000);
afterAll(async () => {
  await system?.stop();
});

async function register(name: string) {
  const email = uniqueEmail(name);
  const res = await call('POST', '/api/auth/register', {
    json: { firstName: name, lastName: 'Owner', email, password: 'secret123' },
  });
  expect(res.status).toBe(201);
  return { token: res.body.token as string, email, id: res.body.user.id as string };
}

const usage = async (token: string) => (await call('GET', '/api/auth/me', { token })).body.usageCount as number;

async function analyze(token: string, address = '1200 S Lamar Blvd, Austin, TX') {
  const res = await call('POST', '/api/analyze-property', {
    token,
    json: { address, zipCode: '78704', bedrooms: 3, purchasePrice: 650_000 },
  });
  expect(res.status).toBe(200);
  return res.body as { id: string; address: string; estimatedValue: number; capRate: string };
}

async function getPdf(path: string, token?: string) {
  const res = await fetch(`${system.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const graphql = (query: string, variables: Record<string, unknown>, token?: string) =>
  call('POST', '/graphql', { token, json: { query, variables } });

const usd = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;

async function expectAnalysisPdf(
  bytes: Uint8Array,
  analysis: { address: string; estimatedValue: number; capRate: string },
) {
  expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
  const { pages, text } = await readPdf(bytes);
  expect(pages).toBeGreaterThanOrEqual(1);
  expect(pages).toBeLessThanOrEqual(2);
  expect(text).toContain(analysis.address);
  expect(text).toContain(usd(analysis.estimatedValue));
  expect(text).toContain(`Cap rate ${analysis.capRate}`);
}

describe('PDF reports', () => {
  it('an analysis report is a one- or two-page PDF of the owner, with the address, value estimate and cap rate, and uses no analysis', async () => {
    const owner = await register('Rita');
    const other = await register('Otto');
    const analysis = await analyze(owner.token);
    const before = await usage(owner.token);
    const res = await getPdf(`/api/property-analyses/${analysis.id}/report.pdf`, owner.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="realtylens-1200-s-lamar-blvd-austin-tx-78704\.pdf"$/,
    );
    await expectAnalysisPdf(res.bytes, analysis);
    expect(await usage(owner.token)).toBe(before);

    // Another user's id is as missing as an unknown one; no sign-in is 401.
    const foreign = await getPdf(`/api/property-analyses/${analysis.id}/report.pdf`, other.token);
    expect(foreign.status).toBe(404);
    expect(JSON.parse(Buffer.from(foreign.bytes).toString())).toEqual({ message: 'Property analysis not found' });
    expect((await getPdf(`/api/property-analyses/${randomUUID()}/report.pdf`, other.token)).status).toBe(404);
    expect((await getPdf(`/api/property-analyses/${analysis.id}/report.pdf`)).status).toBe(401);
  });

  it("an invoice audit report is the owner's PDF with the vendor and findings, and uses no audit", async () => {
    const owner = await register('Ivy');
    const other = await register('Olaf');
    const content = [
      'Acme Plumbing LLC',
      'Invoice #: AP-2291',
      'Date: 05/01/2025',
      'Service call   $89.00',
      'Service call   $89.00',
      'Faucet repair   $140.00',
      'Total   $318.00',
    ].join('\n');
    const audit = await call('POST', '/api/audit-invoice', { token: owner.token, json: { content } });
    expect(audit.status).toBe(200);
    const before = await usage(owner.token);
    const res = await getPdf(`/api/invoice-audits/${audit.body.id}/report.pdf`, owner.token);
    expect(res.status).toBe(200);
    const { pages, text } = await readPdf(res.bytes);
    expect(pages).toBeLessThanOrEqual(2);
    expect(text).toContain('Acme Plumbing LLC');
    expect(text).toContain(audit.body.findings[0].title);
    expect(await usage(owner.token)).toBe(before);
    expect((await getPdf(`/api/invoice-audits/${audit.body.id}/report.pdf`, other.token)).status).toBe(404);
    expect((await getPdf(`/api/invoice-audits/${audit.body.id}/report.pdf`)).status).toBe(401);
  });
});

describe('share links', () => {
  it('open one analysis read-only without sign-in, without the owner, never indexed, with its PDF; revoked links answer 404', async () => {
    const owner = await register('Sana');
    const analysis = await analyze(owner.token);
    const before = await usage(owner.token);
    const made = await call('POST', `/api/property-analyses/${analysis.id}/share`, { token: owner.token });
    expect(made.status).toBe(201);
    const url = new URL(made.body.url as string);
    expect(url.pathname).toMatch(/^\/shared\/[A-Za-z0-9_-]{43}$/);
    const days = (Date.parse(made.body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const token = url.pathname.split('/').pop()!;

    const shared = await fetch(`${system.url}/api/shared/${token}`);
    expect(shared.status).toBe(200);
    expect(shared.headers.get('x-robots-tag')).toContain('noindex');
    const body = await shared.text();
    const view = JSON.parse(body);
    expect(view).toMatchObject({
      id: analysis.id,
      address: analysis.address,
      estimatedValue: analysis.estimatedValue,
      capRate: analysis.capRate,
    });
    expect(body).not.toContain(owner.email);
    expect(body).not.toContain(owner.id);
    expect(body).not.toContain('Sana');

    const overGraphql = await graphql(
      'query($t: String!) { sharedPropertyAnalysis(token: $t) { expiresAt analysis { id address capRate } } }',
      { t: token },
    );
    expect(overGraphql.body.data.sharedPropertyAnalysis).toEqual({
      expiresAt: made.body.expiresAt,
      analysis: { id: analysis.id, address: analysis.address, capRate: analysis.capRate },
    });

    const pdf = await getPdf(`/api/shared/${token}/report.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('x-robots-tag')).toContain('noindex');
    await expectAnalysisPdf(pdf.bytes, analysis);
    expect(Buffer.from(pdf.bytes).toString('latin1')).not.toContain(owner.email);
    expect(await usage(owner.token)).toBe(before);

    expect((await call('GET', `/api/property-analyses/${analysis.id}/share`, { token: owner.token })).body).toEqual({
      active: true,
      expiresAt: made.body.expiresAt,
    });
    const revoked = await call('DELETE', `/api/property-analyses/${analysis.id}/share`, { token: owner.token });
    expect(revoked).toEqual({ status: 200, body: { revoked: true } });
    expect((await fetch(`${system.url}/api/shared/${token}`)).status).toBe(404);
    expect((await getPdf(`/api/shared/${token}/report.pdf`)).status).toBe(404);
    expect(
      (await graphql('query($t: String!) { sharedPropertyAnalysis(token: $t) { expiresAt } }', { t: token })).body
        .errors[0].extensions.code,
    ).toBe('NOT_FOUND');
    expect((await call('GET', `/api/property-analyses/${analysis.id}/share`, { token: owner.token })).body).toEqual({
      active: false,
      expiresAt: null,
    });
  });

  it('only the owner makes or revokes a link, over REST and GraphQL; a new link ends the one before', async () => {
    const owner = await register('Nia');
    const other = await register('Omar');
    const analysis = await analyze(owner.token);
    expect((await call('POST', `/api/property-analyses/${analysis.id}/share`, { token: other.token })).status).toBe(
      404,
    );
    expect((await call('POST', `/api/property-analyses/${analysis.id}/share`)).status).toBe(401);
    const first = await graphql(
      'mutation($id: ID!) { createAnalysisShareLink(id: $id) { token path expiresAt } }',
      { id: analysis.id },
      owner.token,
    );
    const firstToken = first.body.data.createAnalysisShareLink.token as string;
    expect(first.body.data.createAnalysisShareLink.path).toBe(`/shared/${firstToken}`);
    expect((await fetch(`${system.url}/api/shared/${firstToken}`)).status).toBe(200);
    const second = await call('POST', `/api/property-analyses/${analysis.id}/share`, { token: owner.token });
    const secondToken = new URL(second.body.url).pathname.split('/').pop()!;
    expect((await fetch(`${system.url}/api/shared/${firstToken}`)).status).toBe(404);
    expect((await fetch(`${system.url}/api/shared/${secondToken}`)).status).toBe(200);
    expect((await call('DELETE', `/api/property-analyses/${analysis.id}/share`, { token: other.token })).status).toBe(
      404,
    );
    expect((await fetch(`${system.url}/api/shared/${secondToken}`)).status).toBe(200);
    const revoke = await graphql(
      'mutation($id: ID!) { revokeAnalysisShareLink(id: $id) }',
      { id: analysis.id },
      owner.token,
    );
    expect(revoke.body.data.revokeAnalysisShareLink).toBe(true);
    expect((await fetch(`${system.url}/api/shared/${secondToken}`)).status).toBe(404);
  });

  it('a token reads only its analysis and is no credential on any other route', async () => {
    const owner = await register('Tara');
    const analysis = await analyze(owner.token);
    const second = await analyze(owner.token, '1300 S Lamar Blvd, Austin, TX');
    const made = await call('POST', `/api/property-analyses/${analysis.id}/share`, { token: owner.token });
    const token = new URL(made.body.url).pathname.split('/').pop()!;
    expect((await call('GET', `/api/shared/${token}`)).body.id).toBe(analysis.id);
    // As a bearer credential it is nobody: every route that needs a user refuses it.
    expect((await getPdf(`/api/property-analyses/${second.id}/report.pdf`, token)).status).toBe(401);
    expect((await getPdf(`/api/property-analyses/${analysis.id}/report.pdf`, token)).status).toBe(401);
    expect((await call('GET', '/api/user/property-analyses', { token })).status).toBe(401);
    expect((await call('GET', '/api/auth/me', { token })).status).toBe(401);
    expect((await call('POST', `/api/property-analyses/${second.id}/share`, { token })).status).toBe(401);
    expect((await call('DELETE', `/api/property-analyses/${analysis.id}/share`, { token })).status).toBe(401);
    expect(
      (await graphql('query($id: ID!) { propertyAnalysis(id: $id) { id } }', { id: second.id }, token)).body.errors[0]
        .extensions.code,
    ).toBe('UNAUTHENTICATED');
    // The shared routes take nothing but the token: another id in its place, a changed token or a bare hash open
    // nothing.
    expect((await call('GET', `/api/shared/${second.id}`)).status).toBe(404);
    expect((await call('GET', `/api/shared/${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).status).toBe(404);
    const { createHash } = await import('node:crypto');
    expect((await call('GET', `/api/shared/${createHash('sha256').update(token).digest('hex')}`)).status).toBe(404);
    // Still the link works for what it was made for.
    expect((await call('GET', `/api/shared/${token}`)).status).toBe(200);
  });

  it('an expired link answers 404 for the analysis and its PDF', async () => {
    const owner = await register('Eve');
    const analysis = await analyze(owner.token);
    const made = await call('POST', `/api/property-analyses/${analysis.id}/share`, { token: owner.token });
    const token = new URL(made.body.url).pathname.split('/').pop()!;
    expect((await call('GET', `/api/shared/${token}`)).status).toBe(200);
    // Thirty days pass: the stored expiry is moved into the past, as the clock would.
    const client = await MongoClient.connect(inject('mongoUrl'));
    try {
      const moved = await client
        .db(`analysis${dbSuffix}`)
        .collection('analysis_share_links')
        .updateOne({ analysisId: analysis.id, revokedAt: null }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
      expect(moved.modifiedCount).toBe(1);
    } finally {
      await client.close();
    }
    expect((await call('GET', `/api/shared/${token}`)).status).toBe(404);
    expect((await getPdf(`/api/shared/${token}/report.pdf`)).status).toBe(404);
    expect((await call('GET', `/api/property-analyses/${analysis.id}/share`, { token: owner.token })).body).toEqual({
      active: false,
      expiresAt: null,
    });
  });
});
