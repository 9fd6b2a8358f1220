import { see, type RestOperation } from './rest-operation.ts';

// PDF reports and share links, described for the OpenAPI document (see rest/report-routes.ts).

const pdf = { type: 'string', contentMediaType: 'application/pdf' };
const shareLink = {
  type: 'object',
  properties: {
    url: { type: 'string', description: 'The shared page: /shared/ and a 43-character token.' },
    expiresAt: { type: 'string', format: 'date-time' },
  },
  required: ['url', 'expiresAt'],
};

export const REPORT_OPERATIONS: RestOperation[] = [
  {
    method: 'get',
    path: '/property-analyses/:id/report.pdf',
    tag: 'Reports',
    summary: 'One-page PDF report of an analysis (owner only; free)',
    access: 'user',
    description:
      "Inputs, estimates with ranges, sources and dates, key metrics with formulas, risk parts and charts, on one or two pages. Another user's id answers 404. Uses no analysis.",
    success: { status: 200, description: 'The PDF, as an attachment.', schema: pdf, mediaType: 'application/pdf' },
    errors: [404],
  },
  {
    method: 'get',
    path: '/invoice-audits/:id/report.pdf',
    tag: 'Reports',
    summary: 'One-page PDF report of an invoice audit (owner only; free)',
    access: 'user',
    description:
      "The invoice's header, the findings with their dollar impact and evidence lines, and a chart of dollars at stake by kind. Another user's id answers 404.",
    success: { status: 200, description: 'The PDF, as an attachment.', schema: pdf, mediaType: 'application/pdf' },
    errors: [404],
  },
  {
    method: 'post',
    path: '/property-analyses/:id/share',
    tag: 'Reports',
    summary: 'Make a read-only share link to an analysis (30 days)',
    access: 'user',
    description:
      'One working link per analysis: a new link revokes the one before. The token is shown only in this answer.',
    success: { status: 201, description: 'The link and when it expires.', schema: shareLink },
    errors: [404],
  },
  {
    method: 'get',
    path: '/property-analyses/:id/share',
    tag: 'Reports',
    summary: 'Whether an analysis has a working share link',
    access: 'user',
    success: { status: 200, description: 'active and expiresAt.', schema: see('AnalysisShareStatus') },
    errors: [404],
  },
  {
    method: 'delete',
    path: '/property-analyses/:id/share',
    tag: 'Reports',
    summary: "Revoke an analysis's share link",
    access: 'user',
    success: {
      status: 200,
      description: 'revoked: whether a working link was revoked.',
      schema: { type: 'object', properties: { revoked: { type: 'boolean' } }, required: ['revoked'] },
    },
    errors: [404],
  },
  {
    method: 'get',
    path: '/shared/:token',
    tag: 'Reports',
    summary: 'A shared analysis, read-only (no sign-in)',
    access: 'public',
    description:
      'The analysis without its owner, plus shareExpiresAt. An unknown, revoked or expired token answers 404. Sent with X-Robots-Tag: noindex.',
    success: { status: 200, description: 'The analysis.', schema: see('PropertyAnalysis') },
    errors: [404],
  },
  {
    method: 'get',
    path: '/shared/:token/report.pdf',
    tag: 'Reports',
    summary: 'The PDF report of a shared analysis (no sign-in)',
    access: 'public',
    success: { status: 200, description: 'The PDF, as an attachment.', schema: pdf, mediaType: 'application/pdf' },
    errors: [404],
  },
];
