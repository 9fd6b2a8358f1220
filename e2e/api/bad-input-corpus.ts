/**
 * A generated corpus of bad requests against every /api route and /graphql: malformed and
 * non-object JSON, wrong field types, huge values, operator-injection objects, wrong content
 * types, odd methods, junk Authorization headers and broken multipart bodies. Each of them must
 * be answered with a 4xx (or a 2xx where the input happens to be acceptable), never a 5xx.
 */
export interface BadRequest {
  label: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** Sends the request and its token, so auth-only validation runs too. */
  auth?: boolean;
}

/**
 * Valid-looking bodies per JSON route; each bad value replaces one field. Register and login stay unusable (bad
 * password) so the corpus creates no account.
 */
const JSON_ROUTES: Record<string, Record<string, unknown>> = {
  '/api/auth/login': { email: 'corpus-login@example.com', password: 'wrong-password' },
  '/api/auth/register': { firstName: 'Cor', lastName: 'Pus', email: 'corpus-register@example.com', password: 'x' },
  '/api/auth/change-password': { currentPassword: 'wrong-password', newPassword: 'newpass123' },
  '/api/auth/logout': {},
  '/api/auth/logout-all': {},
  '/api/analyze-property': { address: '123 Main St', zipCode: '78701' },
  '/api/audit-invoice': { content: 'Plumbing repair 1 x $250.00 Total $250.00' },
  '/api/rental-market-data': { location: 'Austin, TX' },
  '/api/contact': {
    name: 'Cor Pus',
    email: 'corpus@example.com',
    company: 'Acme',
    subject: 'A question',
    message: 'Hello there, a question.',
  },
  '/api/create-payment-intent': { amount: 29.99 },
  '/api/create-subscription': { planType: 'basic' },
  '/api/bulk-upload': { type: 'property' },
  '/api/stripe/webhook': { type: 'checkout.session.completed' },
};
const GET_ROUTES = [
  '/api/auth/me',
  '/api/user/property-analyses',
  '/api/user/invoice-audits',
  '/api/admin/stats',
  '/api/admin/users',
];
/**
 * Payments answer 503 "not configured" by design on a deployment without Stripe, so they are sent without a token (401
 * comes first).
 */
const NO_TOKEN = new Set(['/api/create-payment-intent', '/api/create-subscription']);

const MALFORMED_JSON = [
  '{',
  '{"a":',
  '}',
  'null',
  '123',
  '"text"',
  '[]',
  '[1,2,3]',
  'true',
  '',
  '{"a":1}}',
  '\u0000\u0001\u0002',
  '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"content":"${'x'.repeat(1_100_000)}"}`,
];

const BAD_VALUES: Array<[string, unknown]> = [
  ['number', 123],
  ['boolean', true],
  ['null', null],
  ['array', []],
  ['object', {}],
  ['$gt injection', { $gt: '' }],
  ['$ne injection', { $ne: null }],
  ['$where injection', { $where: 'sleep(1000)' }],
  ['100k string', 'x'.repeat(100_000)],
  ['huge number', -1e308],
  ['script tag', '<script>alert(1)</script>'],
  ['csv formula', '=HYPERLINK("http://evil.example")'],
  ['unicode', '\u202e\ud83d\ude00\u0000'],
];

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/xml',
  'multipart/form-data',
  'application/json; charset=latin1',
];
const ODD_METHODS = ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'];
const JUNK_AUTH = [
  'Bearer',
  'Bearer x.y.z',
  'Basic Zm9vOmJhcg==',
  `Bearer ${'a'.repeat(6000)}`,
  'Bearer {"$gt":""}',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
];

const json = (
  label: string,
  path: string,
  body: string | Uint8Array,
  auth: boolean,
  contentType = 'application/json',
): BadRequest => ({
  label,
  method: 'POST',
  path,
  headers: { 'content-type': contentType },
  body,
  auth: auth && !NO_TOKEN.has(path),
});

function multipart(
  boundary: string,
  parts: Array<{ name: string; filename?: string; content: string | Uint8Array }>,
  close = true,
): Uint8Array {
  const chunks: Uint8Array[] = [];
  const enc = new TextEncoder();
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    chunks.push(
      enc.encode(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.filename ? 'Content-Type: text/csv\r\n' : ''}\r\n`,
      ),
    );
    chunks.push(typeof p.content === 'string' ? enc.encode(p.content) : p.content);
    chunks.push(enc.encode('\r\n'));
  }
  if (close) chunks.push(enc.encode(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

function multipartCases(path: string, field: string): BadRequest[] {
  const b = 'corpusBoundary';
  const csv = 'address,zipCode\r\n1 Main St,78701\r\n';
  const mp = (label: string, body: Uint8Array, contentType = `multipart/form-data; boundary=${b}`): BadRequest => ({
    label: `${path} multipart: ${label}`,
    method: 'POST',
    path,
    headers: { 'content-type': contentType },
    body,
    auth: true,
  });
  const many = Array.from({ length: 30 }, (_, i) => ({ name: `f${i}`, content: 'v' }));
  return [
    mp('no boundary', multipart(b, [{ name: field, filename: 'a.csv', content: csv }]), 'multipart/form-data'),
    mp('wrong boundary', multipart('otherBoundary', [{ name: field, filename: 'a.csv', content: csv }])),
    mp('unclosed', multipart(b, [{ name: field, filename: 'a.csv', content: csv }], false)),
    mp(
      'binary file',
      multipart(b, [{ name: field, filename: 'a.csv', content: new Uint8Array([0, 1, 2, 255, 254, 0, 9]) }]),
    ),
    mp(
      'two files',
      multipart(b, [
        { name: field, filename: 'a.csv', content: csv },
        { name: field, filename: 'b.csv', content: csv },
      ]),
    ),
    mp('empty file', multipart(b, [{ name: field, filename: 'a.csv', content: '' }])),
    mp('30 fields', multipart(b, many)),
    mp('field too big', multipart(b, [{ name: 'type', content: 'p'.repeat(20_000) }])),
    mp(
      'type other',
      multipart(b, [
        { name: 'type', content: 'invoice' },
        { name: field, filename: 'a.csv', content: csv },
      ]),
    ),
    mp('garbage', new TextEncoder().encode('this is not multipart at all')),
  ];
}

const GRAPHQL_BODIES: Array<[string, unknown]> = [
  ['no query', {}],
  ['query number', { query: 123 }],
  ['query object', { query: { $gt: '' } }],
  ['query null', { query: null }],
  ['syntax error', { query: '{ me { id ' }],
  ['unknown field', { query: '{ nope }' }],
  ['two anonymous', { query: '{ me { id } } { me { email } }' }],
  ['two anonymous + name', { query: '{ me { id } } { me { email } }', operationName: 'X' }],
  ['unknown operationName', { query: 'query A { me { id } }', operationName: 'B' }],
  ['two named, none chosen', { query: 'query A { me { id } } query B { me { email } }' }],
  ['operationName object', { query: 'query A { me { id } }', operationName: { $ne: null } }],
  ['variables string', { query: 'query A { me { id } }', variables: 'x' }],
  ['variables array', { query: 'query A { me { id } }', variables: [1] }],
  [
    'wrong variable type',
    { query: 'query R($l: String!) { rentalMarket(location: $l) { location } }', variables: { l: 5 } },
  ],
  ['missing variable', { query: 'query R($l: String!) { rentalMarket(location: $l) { location } }' }],
  [
    'injection variable',
    {
      query: 'mutation L($i: LoginInput!) { login(input: $i) { token } }',
      variables: { i: { email: { $gt: '' }, password: 'x' } },
    },
  ],
  ['depth 30', { query: `{ me ${'{ a '.repeat(30)}${'} '.repeat(30)}}` }],
  ['__schema (introspection off)', { query: '{ __schema { types { name } } }' }],
  [
    '__type 30 deep',
    { query: `{ __type(name: "User") { ${'fields { type { '.repeat(14)}name${' } }'.repeat(14)} } }` },
  ],
  ['25 aliases', { query: `{ ${Array.from({ length: 25 }, (_, i) => `a${i}: me { id }`).join(' ')} }` }],
  ['fragment cycle', { query: '{ me { ...A } } fragment A on User { ...B } fragment B on User { ...A }' }],
  ['subscription', { query: 'subscription { me { id } }' }],
  ['directive junk', { query: '{ me @skip { id } }' }],
  ['persisted query miss', { extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } }],
  ['extensions junk', { query: '{ me { id } }', extensions: 'x' }],
  ['batched', [{ query: '{ me { id } }' }, { query: '{ me { id } }' }]],
  ['huge string arg', { query: `{ rentalMarket(location: "${'x'.repeat(200_000)}") { location } }` }],
  [
    'bad invoice file',
    {
      query: 'mutation F($f: InvoiceFileInput!) { auditInvoiceFile(file: $f) { id } }',
      variables: { f: { filename: 'a.pdf', contentBase64: '%%%not base64' } },
    },
  ],
];

export function badInputCorpus(): BadRequest[] {
  const out: BadRequest[] = [];
  for (const [path, base] of Object.entries(JSON_ROUTES)) {
    MALFORMED_JSON.forEach((body, i) => out.push(json(`${path} malformed #${i}`, path, body, i % 2 === 0)));
    for (const field of Object.keys(base)) {
      BAD_VALUES.forEach(([name, value], i) =>
        out.push(json(`${path} ${field}=${name}`, path, JSON.stringify({ ...base, [field]: value }), i % 2 === 0)),
      );
    }
    for (const type of CONTENT_TYPES) {
      const body = type.includes('utf-16') ? Buffer.from(JSON.stringify(base), 'utf16le') : JSON.stringify(base);
      out.push(json(`${path} as ${type}`, path, body, true, type));
    }
    out.push({ label: `${path} GET`, method: 'GET', path });
  }
  const allPaths = [...Object.keys(JSON_ROUTES), ...GET_ROUTES, '/graphql', '/api/nope'];
  for (const path of allPaths)
    for (const method of ODD_METHODS) out.push({ label: `${method} ${path}`, method, path, auth: true });
  for (const path of GET_ROUTES) {
    out.push({
      label: `POST ${path}`,
      method: 'POST',
      path,
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    for (const authorization of JUNK_AUTH)
      out.push({
        label: `${path} auth ${authorization.slice(0, 20)}`,
        method: 'GET',
        path,
        headers: { authorization },
      });
    out.push({
      label: `${path}?query junk`,
      method: 'GET',
      path: `${path}?a[$gt]=&__proto__[x]=1&${'q='.repeat(500)}`,
    });
  }
  out.push(...multipartCases('/api/bulk-upload', 'file'), ...multipartCases('/api/audit-invoice', 'invoice'));
  GRAPHQL_BODIES.forEach(([label, body], i) =>
    out.push(json(`/graphql ${label}`, '/graphql', JSON.stringify(body), i % 2 === 0)),
  );
  MALFORMED_JSON.forEach((body, i) => out.push(json(`/graphql malformed #${i}`, '/graphql', body, false)));
  for (const type of CONTENT_TYPES)
    out.push(json(`/graphql as ${type}`, '/graphql', JSON.stringify({ query: '{ me { id } }' }), false, type));
  out.push({
    label: '/graphql GET mutation',
    method: 'GET',
    path: `/graphql?query=${encodeURIComponent('mutation { logout }')}`,
    headers: { 'apollo-require-preflight': '1' },
  });
  out.push({
    label: '/graphql GET broken',
    method: 'GET',
    path: '/graphql?query={&variables=[',
    headers: { 'apollo-require-preflight': '1' },
  });
  return out;
}

/** Multipart uploads cut off half-way: the client stops sending and half-closes, or resets the connection. */
export function truncatedUploads(): Array<{
  label: string;
  path: string;
  head: string;
  body: string;
  end: 'half-close' | 'reset';
}> {
  const b = 'cutBoundary';
  const full = `--${b}\r\nContent-Disposition: form-data; name="type"\r\n\r\nproperty\r\n--${b}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\naddress,zipCode\r\n1 Main St,78701\r\n--${b}--\r\n`;
  const cuts = [20, 60, 120, full.length - 10];
  const out: Array<{ label: string; path: string; head: string; body: string; end: 'half-close' | 'reset' }> = [];
  for (const path of ['/api/bulk-upload', '/api/audit-invoice']) {
    for (const cut of cuts) {
      for (const end of ['half-close', 'reset'] as const) {
        const body = full
          .slice(0, cut)
          .replace('name="file"', path.endsWith('invoice') ? 'name="invoice"' : 'name="file"');
        const head = `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=${b}\r\nContent-Length: ${full.length}\r\n\r\n`;
        out.push({ label: `${path} cut at ${cut} (${end})`, path, head, body, end });
      }
    }
  }
  return out;
}
