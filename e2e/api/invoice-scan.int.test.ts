/**
 * Scans and photos through the REST facade and GraphQL: an invoice page rendered in the test is
 * uploaded as a phone photo (rotated, noisy JPEG) over REST and as a scanned, image-only PDF over
 * GraphQL, and each audits like the same invoice pasted as text: vendor, number, total, line items
 * and findings with their dollars. Each uses one audit. Files OCR cannot take (empty, cut off, of
 * an unsupported type, too many pages, an OCR run past its time) answer a clear message and
 * consume no use.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shutdownOcr } from '../../services/invoice/src/domain/ocr/ocr-engine.ts';
import { writePdf } from '../../services/invoice/src/domain/testing/pdf-writer.ts';
import { renderPhotoJpeg, renderScannedPdf } from '../../services/invoice/src/domain/testing/scan-images.ts';
import { api, uniqueEmail } from './helpers.ts';
import { startInProcessSystem, type InProcessSystem } from './in-process-system.ts';

const INVOICE = readFileSync(
  new URL('../../services/invoice/src/domain/testing/documents/hvac-emergency-surcharge.txt', import.meta.url),
  'utf8',
);

let system: InProcessSystem;
let call: ReturnType<typeof api>;

beforeAll(async () => {
  system = await startInProcessSystem({ LOG_LEVEL: 'error', REGISTER_MAX_PER_ADDRESS: '1000' });
  call = api(system.url);
}, 180_000);
afterAll(async () => {
  await system?.stop();
  await shutdownOcr();
});

async function register(name: string) {
  const res = await call('POST', '/api/auth/register', {
    json: { firstName: name, lastName: 'Scanner', email: uniqueEmail(name), password: 'secret123' },
  });
  expect(res.status).toBe(201);
  return res.body.token as string;
}

const upload = (name: string, bytes: Uint8Array, token: string, type: string) => {
  const form = new FormData();
  form.append('invoice', new Blob([Buffer.from(bytes)], { type }), name);
  return call('POST', '/api/audit-invoice', { token, body: form });
};

const usage = async (token: string) => (await call('GET', '/api/auth/me', { token })).body.usageCount as number;

const AUDIT = `id vendor invoiceNumber total sourceType findings { code amount } lineItems { description quantity amount }`;

/** The audit as GraphQL returns it (REST answers have no line items, so they are read back by id). */
async function auditById(token: string, id: string) {
  const res = await call('POST', '/graphql', {
    token,
    json: { query: `query($id: ID!) { invoiceAudit(id: $id) { ${AUDIT} } }`, variables: { id } },
  });
  return res.body.data.invoiceAudit;
}

interface AuditView {
  vendor: string | null;
  invoiceNumber: string | null;
  total: number | null;
  findings: { code: string; amount: number }[];
  lineItems: unknown[];
}

const sameAudit = (audit: AuditView): AuditView => ({
  vendor: audit.vendor,
  invoiceNumber: audit.invoiceNumber,
  total: audit.total,
  findings: audit.findings,
  lineItems: audit.lineItems,
});

describe('scans and photos through /api and /graphql', () => {
  it('a phone photo over REST and a scanned PDF over GraphQL audit like the pasted text, one use each', async () => {
    // Three users: the same invoice number audited twice by one user is (rightly) a duplicate finding.
    const [textUser, photoUser, scanUser] = [await register('Tia'), await register('Pim'), await register('Sol')];
    const text = await call('POST', '/api/audit-invoice', { token: textUser, json: { content: INVOICE } });
    expect(text.status).toBe(200);
    const expected = sameAudit(await auditById(textUser, text.body.id));
    expect(expected.findings.map((f: { code: string }) => f.code)).toEqual([
      'FEES.EMERGENCY_SURCHARGE_HIGH',
      'BILLING.SALES_TAX_ON_LABOUR',
    ]);

    const photo = await upload('photo.jpg', await renderPhotoJpeg(INVOICE), photoUser, 'image/jpeg');
    expect(photo.status).toBe(200);
    expect(photo.body.findings.map((f: { code: string; amount: number }) => [f.code, f.amount])).toEqual(
      text.body.findings.map((f: { code: string; amount: number }) => [f.code, f.amount]),
    );
    const photoAudit = await auditById(photoUser, photo.body.id);
    expect(photoAudit.sourceType).toBe('scan');
    expect(sameAudit(photoAudit)).toEqual(expected);

    const scan = await renderScannedPdf(INVOICE);
    const mutation = `mutation($file: InvoiceFileInput!) { auditInvoiceFile(file: $file) { ${AUDIT} fields { name value confidence } } }`;
    const graphql = await call('POST', '/graphql', {
      token: scanUser,
      json: {
        query: mutation,
        variables: { file: { filename: 'scan.pdf', contentBase64: Buffer.from(scan).toString('base64') } },
      },
    });
    const scanned = graphql.body.data.auditInvoiceFile;
    expect(sameAudit(scanned)).toEqual(expected);
    const total = scanned.fields.find((f: { name: string }) => f.name === 'total');
    expect(total).toMatchObject({ value: '1321.02' });
    expect(total.confidence).toBeGreaterThan(0.5);

    expect([await usage(textUser), await usage(photoUser), await usage(scanUser)]).toEqual([1, 1, 1]);
  }, 240_000);

  it('files OCR cannot take answer a clear message and consume no use', async () => {
    const token = await register('Nia');
    const empty = await upload('photo.jpg', new Uint8Array(), token, 'image/jpeg');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/is empty \(0 bytes\)/);
    const photo = await renderPhotoJpeg(INVOICE);
    const torn = await upload('photo.jpg', photo.subarray(0, photo.length / 2), token, 'image/jpeg');
    expect(torn.status).toBe(422);
    expect(torn.body.message).toMatch(
      /"photo\.jpg" could not be read as a JPEG image \(the file ends before the image does/,
    );
    const gif = await upload(
      'photo.gif',
      Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0]),
      token,
      'image/gif',
    );
    expect(gif.status).toBe(415);
    expect(gif.body.message).toMatch(/not a supported invoice format \(it looks like GIF image\)/);
    const binder = await upload(
      'binder.pdf',
      writePdf(Array.from({ length: 6 }, () => '0.5 w 72 72 m 540 720 l S')),
      token,
      'application/pdf',
    );
    expect(binder.status).toBe(413);
    expect(binder.body.message).toMatch(/is a scan of 6 pages; scans and photos are read up to 5 pages/);
    // The OCR deadline is the service's setting; this system runs in the test's process.
    process.env.INVOICE_OCR_TIMEOUT_MS = '50';
    try {
      const slow = await upload('photo.jpg', photo, token, 'image/jpeg');
      expect(slow.status).toBe(422);
      expect(slow.body.message).toMatch(/by OCR took longer than the 50 ms limit per document, so it was stopped/);
    } finally {
      delete process.env.INVOICE_OCR_TIMEOUT_MS;
    }
    expect(await usage(token)).toBe(0);
  }, 120_000);
});
