/**
 * The Invoice Checker through the REST facade and GraphQL: an owner statement audited with the
 * management agreement's terms returns its class, header fields and each finding's dollar amount
 * with evidence lines, the same over both APIs; files that cannot be read answer a message naming
 * what is missing and consume no use; an e-invoice PDF's header fields come from its embedded XML.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEncryptedPdf, buildImageOnlyPdf } from '../../services/invoice/src/domain/testing/build-pdf.ts';
import { buildEInvoicePdf, ciiInvoiceXml } from '../../services/invoice/src/domain/testing/build-einvoice-pdf.ts';
import { STATEMENT } from '../fixtures/owner-statement.ts';
import { api, uniqueEmail } from './helpers.ts';
import { startInProcessSystem, type InProcessSystem } from './in-process-system.ts';

let system: InProcessSystem;
let call: ReturnType<typeof api>;

beforeAll(async () => {
  // In process: the same gateway, REST facade and services over HTTP, started in seconds.
  system = await startInProcessSystem({ LOG_LEVEL: 'error', REGISTER_MAX_PER_ADDRESS: '1000' });
  call = api(system.url);
}, 180_000);
afterAll(async () => {
  await system?.stop();
});

const TERMS = { managementFeePercent: 8, managementFeeBasis: 'collected' };

async function register(name: string) {
  const res = await call('POST', '/api/auth/register', {
    json: { firstName: name, lastName: 'Tester', email: uniqueEmail(name), password: 'secret123' },
  });
  expect(res.status).toBe(201);
  return res.body.token as string;
}

const upload = (name: string, bytes: Uint8Array | string, token: string, type: string, terms?: unknown) => {
  const form = new FormData();
  form.append('invoice', new Blob([typeof bytes === 'string' ? bytes : Buffer.from(bytes)], { type }), name);
  if (terms !== undefined) form.append('terms', JSON.stringify(terms));
  return call('POST', '/api/audit-invoice', { token, body: form });
};

const usage = async (token: string) => (await call('GET', '/api/auth/me', { token })).body.usageCount as number;

describe('invoice audit through /api and /graphql', () => {
  it('bad files name what is missing and consume no use', async () => {
    const token = await register('Vera');
    const empty = await upload('empty.pdf', new Uint8Array(), token, 'application/pdf');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/is empty \(0 bytes\)/);
    const scanned = await upload('scan.pdf', buildImageOnlyPdf(), token, 'application/pdf');
    expect(scanned.status).toBe(422);
    expect(scanned.body.message).toMatch(/has no text layer/);
    const locked = await upload('locked.pdf', buildEncryptedPdf(), token, 'application/pdf');
    expect(locked.status).toBe(422);
    expect(locked.body.message).toMatch(/password-protected \(encrypted\)/);
    const csv = await upload(
      'export.csv',
      'Vendor,Date,Description,Qty\nAcme,06/01/2025,Service,1\n',
      token,
      'text/csv',
    );
    expect(csv.status).toBe(422);
    expect(csv.body.message).toMatch(/no amount column/);
    const badTerms = await call('POST', '/api/audit-invoice', {
      token,
      json: { content: STATEMENT, terms: { managementFeePercent: 180 } },
    });
    expect(badTerms.status).toBe(400);
    expect(await usage(token)).toBe(0);
  });

  it('an owner statement with agreement terms: class, fields, the overcharge in dollars with its evidence, the same over REST and GraphQL', async () => {
    const token = await register('Wes');
    const rest = await call('POST', '/api/audit-invoice', { token, json: { content: STATEMENT, terms: TERMS } });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({
      documentClass: 'owner_statement',
      termsSource: 'agreement',
      invoiceNumber: 'HV-0525-77',
      invoiceDate: '2025-06-03',
    });
    const fee = rest.body.findings.find((f: { code: string }) => f.code === 'FEES.MANAGEMENT_FEE_ON_SCHEDULED_RENT');
    expect(fee).toMatchObject({ type: 'error', amount: 62, impact: 62 });
    expect(fee.evidence.map((e: { text: string }) => e.text)).toContain(
      '102    J. Park              1,550.00       775.00     124.00',
    );
    expect(rest.body.fields.find((f: { name: string }) => f.name === 'invoiceNumber')).toMatchObject({
      value: 'HV-0525-77',
      found: true,
    });

    const query = `mutation($content: String!, $terms: AgreementTermsInput) { auditInvoice(content: $content, terms: $terms) {
      documentClass findings { code amount evidence { line text } } fields { name value found } } }`;
    const graphql = await call('POST', '/graphql', {
      token,
      json: { query, variables: { content: STATEMENT, terms: TERMS } },
    });
    const audit = graphql.body.data.auditInvoice;
    expect(audit.documentClass).toBe(rest.body.documentClass);
    expect(audit.findings).toEqual(
      rest.body.findings.map((f: { code: string; amount: number; evidence: unknown }) => ({
        code: f.code,
        amount: f.amount,
        evidence: f.evidence,
      })),
    );
    expect(audit.fields).toEqual(
      rest.body.fields.map((f: { name: string; value: string | null; found: boolean }) => ({
        name: f.name,
        value: f.value,
        found: f.found,
      })),
    );

    const file = await upload('statement.txt', STATEMENT, token, 'text/plain', TERMS);
    expect(file.status).toBe(200);
    expect(file.body.findings.map((f: { code: string; amount: number }) => [f.code, f.amount])).toEqual(
      rest.body.findings.map((f: { code: string; amount: number }) => [f.code, f.amount]),
    );
    expect(await usage(token)).toBe(3);
  });

  it('an e-invoice PDF: header fields from its embedded Factur-X data with their source stated, the same over REST and GraphQL', async () => {
    const token = await register('Elke');
    const pdf = await buildEInvoicePdf({
      lines: [
        'Holzmann Hausdienste GmbH',
        'Rechnungsnummer: RE-2026-0041',
        'Rechnungsdatum: 05.03.2026',
        'Treppenhausreinigung März   4   100,00   400,00',
        'Winterdienst & Streugut   1   100,00   100,00',
        'Nettobetrag   500,00 EUR',
        'USt 19 %   95,00 EUR',
        'Gesamtbetrag   595,00 EUR',
      ],
      attachments: [{ name: 'factur-x.xml', xml: ciiInvoiceXml() }],
    });
    const rest = await upload('rechnung.pdf', pdf, token, 'application/pdf');
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ invoiceNumber: 'RE-2026-0042', total: 595 });
    expect(rest.body.fields.find((f: { name: string }) => f.name === 'dueDate')).toMatchObject({
      value: '2026-04-04',
      confidence: 1,
      source: 'embedded',
    });
    expect(rest.body.fields.find((f: { name: string }) => f.name === 'servicePeriod').source).toBeNull();
    const codes = rest.body.findings.map((f: { code: string; type: string }) => [f.code, f.type]);
    expect(codes).toContainEqual(['EINVOICE.EMBEDDED_DATA', 'info']);
    expect(codes).toContainEqual(['EINVOICE.TEXT_DIFFERS', 'info']);

    const graphql = await call('POST', '/graphql', {
      token,
      json: {
        query:
          'mutation($file: InvoiceFileInput!) { auditInvoiceFile(file: $file) { invoiceNumber findings { code title } fields { name value confidence source } } }',
        variables: { file: { filename: 'rechnung.pdf', contentBase64: Buffer.from(pdf).toString('base64') } },
      },
    });
    const audit = graphql.body.data.auditInvoiceFile;
    expect(audit.invoiceNumber).toBe('RE-2026-0042');
    expect(audit.fields).toEqual(
      rest.body.fields.map((f: { name: string; value: string | null; confidence: number; source: string | null }) => ({
        name: f.name,
        value: f.value,
        confidence: f.confidence,
        source: f.source,
      })),
    );
    expect(audit.findings.find((f: { code: string }) => f.code === 'EINVOICE.EMBEDDED_DATA').title).toContain(
      'read from the e-invoice data embedded in the PDF',
    );
    expect(await usage(token)).toBe(2);
  });

  it("keeps the audited text: documentLines numbered as the findings' evidence, read back by id, left out of lists and of other users' reads", async () => {
    const token = await register('Dora');
    const made = await call('POST', '/graphql', {
      token,
      json: {
        query:
          'mutation($content: String!, $terms: AgreementTermsInput) { auditInvoice(content: $content, terms: $terms) { id findings { evidence { line text } } documentLines { line text } } }',
        variables: { content: STATEMENT, terms: TERMS },
      },
    });
    const audit = made.body.data.auditInvoice;
    expect(audit.documentLines).toHaveLength(STATEMENT.split('\n').length);
    expect(audit.documentLines[3]).toEqual({ line: 4, text: 'Statement #: HV-0525-77' });
    const evidence = audit.findings.flatMap((f: { evidence: Array<{ line: number; text: string }> }) => f.evidence);
    expect(evidence.length).toBeGreaterThan(0);
    for (const e of evidence) expect(audit.documentLines[e.line - 1].text.trim()).toBe(e.text);

    const byId = await call('POST', '/graphql', {
      token,
      json: {
        query: 'query($id: ID!) { invoiceAudit(id: $id) { documentLines { line text } } }',
        variables: { id: audit.id },
      },
    });
    expect(byId.body.data.invoiceAudit.documentLines).toEqual(audit.documentLines);
    const list = await call('POST', '/graphql', {
      token,
      json: { query: '{ myInvoiceAuditsConnection(first: 5) { nodes { id documentLines { line } } } }' },
    });
    expect(list.body.data.myInvoiceAuditsConnection.nodes).toEqual([{ id: audit.id, documentLines: null }]);
    const other = await register('Otto');
    const stranger = await call('POST', '/graphql', {
      token: other,
      json: {
        query: 'query($id: ID!) { invoiceAudit(id: $id) { documentLines { line } } }',
        variables: { id: audit.id },
      },
    });
    expect(stranger.body.data?.invoiceAudit ?? null).toBeNull();
    expect(stranger.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });
});
