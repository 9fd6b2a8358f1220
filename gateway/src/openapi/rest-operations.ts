import { z } from 'zod';
import {
  changePasswordSchema,
  contactSchema,
  dealInputSchema,
  invoiceSchema,
  loginRequestSchema,
  paymentIntentRequestSchema,
  propertyAnalysisSchema,
  registerRequestSchema,
  rentalMarketSchema,
  subscriptionRequestSchema,
} from '@realty/proto-schemas';
import { BULK_OPERATIONS } from './bulk-operations.ts';
import { REPORT_OPERATIONS } from './report-operations.ts';
import { see, type RestOperation } from './rest-operation.ts';

export type { Access, RestOperation } from './rest-operation.ts';

const obj = (properties: Record<string, unknown>, required: string[] = []) => ({
  type: 'object',
  properties,
  required,
});
const str = { type: 'string' };
const user = obj(
  {
    id: str,
    email: str,
    firstName: str,
    lastName: str,
    role: { enum: ['user', 'admin'] },
    createdAt: { type: 'string', format: 'date-time' },
    planType: str,
    subscriptionStatus: str,
    trialEndDate: { type: ['string', 'null'] },
    usageCount: { type: 'integer' },
  },
  ['id', 'email', 'firstName', 'lastName', 'role'],
);
const tokenAndUser = obj({ token: { type: 'string', description: 'A bearer token (JWT), valid for 7 days.' }, user }, [
  'token',
  'user',
]);
const message = obj({ message: str }, ['message']);
const list = (type: string) => ({ type: 'array', items: see(type) });
const multipartInvoice = obj(
  {
    invoice: {
      type: 'string',
      contentMediaType: 'application/octet-stream',
      description:
        '.txt, .csv or .pdf, or a scan or photo (a PDF without a text layer, .png or .jpg, read by OCR: at most 5 pages and 40 megapixels per image, 60 s of OCR), up to 2 MB.',
    },
    terms: { type: 'string', description: 'Agreement terms as a JSON object, optional.' },
  },
  ['invoice'],
);

/**
 * Every REST path of the facade, described once for the OpenAPI document. Request bodies are the same
 * zod contracts the routes validate with (converted to JSON Schema), so the description cannot drift
 * from the validation; openapi.test.ts fails when a route exists without an entry here or the reverse.
 */
export const REST_OPERATIONS: RestOperation[] = [
  {
    method: 'get',
    path: '/openapi.json',
    tag: 'Meta',
    summary: 'This OpenAPI description',
    access: 'public',
    success: { status: 200, description: 'An OpenAPI 3.1 document.' },
    errors: [],
  },
  {
    method: 'post',
    path: '/auth/register',
    tag: 'Auth',
    summary: 'Create an account (starts the free trial)',
    access: 'public',
    body: { json: registerRequestSchema },
    success: { status: 201, description: 'The new user and a token.', schema: tokenAndUser },
    errors: [400, 409],
  },
  {
    method: 'post',
    path: '/auth/login',
    tag: 'Auth',
    summary: 'Sign in',
    access: 'public',
    body: { json: loginRequestSchema },
    success: { status: 200, description: 'A token and the user with plan and usage.', schema: tokenAndUser },
    errors: [400],
  },
  {
    method: 'get',
    path: '/auth/me',
    tag: 'Auth',
    summary: 'The signed-in user with plan and usage',
    access: 'user',
    success: { status: 200, description: 'The user.', schema: user },
    errors: [],
  },
  {
    method: 'post',
    path: '/auth/logout',
    tag: 'Auth',
    summary: "End this token's session",
    access: 'user',
    success: { status: 200, description: 'Signed out.', schema: message },
    errors: [],
  },
  {
    method: 'post',
    path: '/auth/logout-all',
    tag: 'Auth',
    summary: 'End every session of the user',
    access: 'user',
    success: { status: 200, description: 'Signed out everywhere.', schema: message },
    errors: [],
  },
  {
    method: 'post',
    path: '/auth/change-password',
    tag: 'Auth',
    summary: 'Change the password (ends every other session)',
    access: 'user',
    body: { json: changePasswordSchema },
    success: { status: 200, description: 'A fresh token.', schema: tokenAndUser },
    errors: [400],
  },
  {
    method: 'post',
    path: '/analyze-property',
    tag: 'Property Analyzer',
    summary: 'Analyze a property (metered)',
    access: 'user',
    description:
      'Address and ZIP, plus any deal inputs either flat in the body or under "overrides". An unknown field answers 400 naming it.',
    body: {
      json: {
        allOf: [
          z.toJSONSchema(propertyAnalysisSchema, { io: 'input', unrepresentable: 'any' }),
          {
            type: 'object',
            properties: { overrides: z.toJSONSchema(dealInputSchema, { io: 'input', unrepresentable: 'any' }) },
          },
        ],
      },
    },
    success: { status: 200, description: 'The analysis.', schema: see('PropertyAnalysis') },
    errors: [400],
  },
  {
    method: 'post',
    path: '/property-analyses/:id/rerun',
    tag: 'Property Analyzer',
    summary: 'Re-run a saved analysis with other assumptions',
    access: 'user',
    body: { json: dealInputSchema },
    success: { status: 200, description: 'The re-run analysis.', schema: see('PropertyAnalysis') },
    errors: [400, 404],
  },
  {
    method: 'post',
    path: '/property-analyses/:id/solve',
    tag: 'Property Analyzer',
    summary: 'The price or rent that reaches a target metric',
    access: 'user',
    body: {
      json: obj({ metric: { enum: ['cashOnCash', 'capRate', 'dscr', 'irr'] }, value: { type: 'number' } }, [
        'metric',
        'value',
      ]),
    },
    success: { status: 200, description: 'The solution.', schema: see('TargetSolution') },
    errors: [400, 404],
  },
  ...REPORT_OPERATIONS,
  {
    method: 'get',
    path: '/user/property-analyses',
    tag: 'History',
    summary: "The user's property analyses, newest first",
    access: 'user',
    success: { status: 200, description: 'History rows.', schema: list('PropertyAnalysis') },
    errors: [],
  },
  {
    method: 'get',
    path: '/user/property-analyses/page',
    tag: 'History',
    summary: "One page of the user's property analyses",
    access: 'user',
    query: [
      { name: 'offset', description: 'Rows to skip (0 by default).', schema: { type: 'integer', minimum: 0 } },
      { name: 'limit', description: 'Rows in the page (50 by default).', schema: { type: 'integer', minimum: 1 } },
    ],
    success: { status: 200, description: 'total, offset, limit and items.', schema: see('PropertyAnalysesPage') },
    errors: [400],
  },
  {
    method: 'get',
    path: '/user/property-analyses/export.csv',
    tag: 'History',
    summary: 'Every property analysis of the user as CSV',
    access: 'user',
    success: {
      status: 200,
      description: 'One row per analysis; cells that would start a spreadsheet formula are defused.',
      schema: { type: 'string' },
      mediaType: 'text/csv',
    },
    errors: [],
  },
  {
    method: 'get',
    path: '/user/invoice-audits',
    tag: 'History',
    summary: "The user's invoice audits, newest first",
    access: 'user',
    success: { status: 200, description: 'History rows.', schema: list('InvoiceAudit') },
    errors: [],
  },
  {
    method: 'post',
    path: '/audit-invoice',
    tag: 'Invoice Checker',
    summary: 'Audit an invoice (metered)',
    access: 'user',
    description: 'JSON with the invoice text, or multipart/form-data with the file.',
    body: { json: invoiceSchema, multipart: multipartInvoice },
    success: { status: 200, description: 'The audit with its findings.', schema: see('InvoiceAudit') },
    errors: [400, 413, 415, 422],
  },
  ...BULK_OPERATIONS,
  {
    method: 'post',
    path: '/rental-market-data',
    tag: 'Rental Market',
    summary: 'Rental market of a ZIP, city, county or metro',
    access: 'user',
    body: { json: rentalMarketSchema },
    success: {
      status: 200,
      description: 'Rent levels, trends, occupancy and methodology.',
      schema: see('RentalMarket'),
    },
    errors: [400, 404],
  },
  {
    method: 'post',
    path: '/contact',
    tag: 'Contact',
    summary: 'Send a message to the team',
    access: 'optional',
    body: { json: contactSchema },
    success: { status: 201, description: 'Received.', schema: obj({ message: str, id: str }, ['message', 'id']) },
    errors: [400],
  },
  {
    method: 'post',
    path: '/create-payment-intent',
    tag: 'Billing',
    summary: 'Start a one-time payment',
    access: 'user',
    body: { json: paymentIntentRequestSchema },
    success: { status: 200, description: 'The client secret.', schema: see('PaymentIntent') },
    errors: [400],
  },
  {
    method: 'post',
    path: '/create-subscription',
    tag: 'Billing',
    summary: 'Start a subscription',
    access: 'user',
    body: { json: subscriptionRequestSchema },
    success: { status: 200, description: 'The subscription and its client secret.', schema: see('Subscription') },
    errors: [400],
  },
  {
    method: 'post',
    path: '/stripe/webhook',
    tag: 'Billing',
    summary: "Stripe's webhook (signed with Stripe-Signature)",
    access: 'public',
    body: { json: { type: 'object', description: 'A Stripe event, verified against STRIPE_WEBHOOK_SECRET.' } },
    success: { status: 200, description: 'Received.' },
    errors: [400],
  },
  {
    method: 'get',
    path: '/admin/stats',
    tag: 'Admin',
    summary: 'Operator statistics',
    access: 'admin',
    success: { status: 200, description: 'Counts and revenue.', schema: see('AdminStats') },
    errors: [],
  },
  {
    method: 'get',
    path: '/admin/users',
    tag: 'Admin',
    summary: 'Every user with plan and usage',
    access: 'admin',
    success: { status: 200, description: 'Users.', schema: list('AdminUser') },
    errors: [],
  },
];
