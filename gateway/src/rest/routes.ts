import express, { type Request, type Response, type Router } from 'express';
import type { ApolloServer } from '@apollo/server';
import { z } from 'zod';
import {
  changePasswordSchema,
  contactSchema,
  fieldErrors,
  invoiceSchema,
  loginRequestSchema,
  paymentIntentRequestSchema,
  registerRequestSchema,
  rentalMarketSchema,
  subscriptionRequestSchema,
} from '@realty/proto-schemas';
import type { GatewayContext } from '../graphql-server.ts';
import { fieldErrorsToHttp, HttpError, jsonRoute, operationRunner } from './execute.ts';
import { readJsonObject } from './json-body.ts';
import { meWithPlan, withPlan } from './with-plan.ts';
import { readMultipart } from './multipart.ts';
import {
  AdminStatsDocument,
  AdminUsersDocument,
  AuditInvoiceDocument,
  AuditInvoiceFileDocument,
  ChangePasswordDocument,
  CreatePaymentIntentDocument,
  CreateSubscriptionDocument,
  InvoiceHistoryDocument,
  LoginDocument,
  LogoutDocument,
  LogoutEverywhereDocument,
  PropertyHistoryDocument,
  RegisterDocument,
  RentalMarketDocument,
  SendContactDocument,
  type AgreementTermsInput,
} from './__generated__/graphql.ts';
import { analysisRouter } from './analysis-routes.ts';
import { bulkRouter } from './bulk-routes.ts';
import type { ProgressFeed } from './bulk-progress-feed.ts';
import { reportRouter, type ReportUpstreams } from './report-routes.ts';
import { isMultipart } from './text-file.ts';
import type {
  AdminStatsAnswer,
  AdminUserRecord,
  ClientSecretAnswer,
  InvoiceAuditAnswer,
  InvoiceHistoryRecord,
  PropertyHistoryRecord,
  RentalMarketAnswer,
  SessionAnswer,
  UserAnswer,
} from './answers.ts';

/** Upload limit of an invoice: a single document (bulk CSVs have theirs in bulk-routes.ts). */
export const MAX_INVOICE_UPLOAD_BYTES = 2 * 1024 * 1024;

/** The one validation of a REST request: the contract's zod schema, with the spec's messages. */
function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw fieldErrorsToHttp(fieldErrors(result.error));
  return result.data;
}

/**
 * Agreement terms as the client sent them: the executor checks them against AgreementTermsInput (an unknown or
 * mistyped term answers 400) and the invoice service checks their ranges, so they are passed on unread.
 */
const agreementTerms = (terms: unknown): AgreementTermsInput | null => (terms ?? null) as AgreementTermsInput | null;

/** Agreement terms sent with a multipart upload: a form field 'terms' holding a JSON object. */
function termsFromFormField(value: string | undefined): AgreementTermsInput | null {
  if (value === undefined || value.trim() === '') return null;
  try {
    const parsed: unknown = JSON.parse(value);
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) return agreementTerms(parsed);
  } catch {
    // Not JSON: answered below with the field named.
  }
  throw new HttpError(400, 'The terms field must be a JSON object of agreement terms', {
    errors: { terms: 'Send the agreement terms as a JSON object' },
  });
}

/**
 * The REST facade of spec section 7: each route validates its input, runs one GraphQL
 * operation through the gateway and answers exactly the fields the spec names.
 */

export function restRouter(
  server: ApolloServer<GatewayContext>,
  stripeWebhook: (req: Request, res: Response) => Promise<unknown>,
  /** Where the owning services make PDF reports; without them the report routes answer 503. */
  reportUpstreams: ReportUpstreams | null,
  /** Bulk jobs' progress notifications, for the progress streams. */
  progressFeed: ProgressFeed,
): Router {
  const router = express.Router();
  const run = operationRunner(server);
  const route = jsonRoute;
  const input = async <S extends z.ZodType>(schema: S, req: Request, res: Response) =>
    parseBody(schema, await readJsonObject(req, res));

  router.post('/stripe/webhook', express.raw({ type: '*/*', limit: '1mb' }), route(stripeWebhook));
  // The analyzer's routes (deal inputs, re-runs, solver, paging) come first; see analysis-routes.ts.
  router.use(analysisRouter(server));
  // Bulk uploads, as one answer or as a job with progress, cancel and results; see bulk-routes.ts.
  router.use(bulkRouter(server, progressFeed));
  // PDF reports (streamed from the owning service) and share links; see report-routes.ts.
  router.use(reportRouter(server, reportUpstreams));

  router.get(
    '/auth/me',
    route(async (req): Promise<UserAnswer> => meWithPlan(server, req)),
  );

  router.post(
    '/auth/login',
    route(async (req, res): Promise<{ token: string; user: UserAnswer }> => {
      const { login } = await run(req, LoginDocument, { input: await input(loginRequestSchema, req, res) });
      return { token: login.token, user: await withPlan(server, req, login.user, `Bearer ${login.token}`) };
    }),
  );

  router.post(
    '/auth/register',
    route(async (req, res): Promise<SessionAnswer> => {
      const data = await run(req, RegisterDocument, {
        input: await input(registerRequestSchema, req, res),
      });
      res.status(201);
      return data.register;
    }),
  );

  router.post(
    '/auth/logout',
    route(async (req) => {
      await run(req, LogoutDocument);
      return { message: 'Signed out' };
    }),
  );

  router.post(
    '/auth/logout-all',
    route(async (req) => {
      await run(req, LogoutEverywhereDocument);
      return { message: 'Signed out on every device' };
    }),
  );

  router.post(
    '/auth/change-password',
    route(async (req, res): Promise<SessionAnswer> => {
      const data = await run(req, ChangePasswordDocument, {
        input: await input(changePasswordSchema, req, res),
      });
      return data.changePassword;
    }),
  );

  router.post(
    '/audit-invoice',
    route(async (req, res): Promise<InvoiceAuditAnswer> => {
      if (isMultipart(req)) {
        const { fields, files } = await readMultipart(req, MAX_INVOICE_UPLOAD_BYTES);
        const file = files.find((f) => f.field === 'invoice');
        if (!file)
          throw new HttpError(400, 'Attach the invoice file in the form field "invoice"', {
            errors: { invoice: 'Invoice file is required' },
          });
        const data = await run(req, AuditInvoiceFileDocument, {
          file: { filename: file.filename, contentBase64: file.bytes.toString('base64') },
          terms: termsFromFormField(fields.terms),
        });
        return data.auditInvoiceFile;
      }
      // Optional agreement terms ride along in the same JSON body; the invoice service validates them.
      const body = await readJsonObject(req, res);
      const { content } = parseBody(invoiceSchema, body);
      const data = await run(req, AuditInvoiceDocument, { content, terms: agreementTerms(body.terms) });
      return data.auditInvoice;
    }),
  );

  router.post(
    '/rental-market-data',
    route(async (req, res): Promise<RentalMarketAnswer> => {
      const { location } = await input(rentalMarketSchema, req, res);
      const data = await run(req, RentalMarketDocument, { location });
      const market = data.rentalMarket;
      return {
        ...market,
        dataGeneration: Object.fromEntries(market.dataGeneration.map((m) => [m.metric, m.explanation])),
      };
    }),
  );

  router.post(
    '/contact',
    route(async (req, res) => {
      const { company, ...rest } = await input(contactSchema, req, res);
      const data = await run(req, SendContactDocument, { input: company ? { ...rest, company } : rest });
      res.status(201);
      return { message: 'Message received', id: data.sendContactMessage.id };
    }),
  );

  router.post(
    '/create-payment-intent',
    route(async (req, res): Promise<ClientSecretAnswer> => {
      const { amount } = await input(paymentIntentRequestSchema, req, res);
      const data = await run(req, CreatePaymentIntentDocument, { amount });
      return data.createPaymentIntent;
    }),
  );

  router.post(
    '/create-subscription',
    route(async (req, res): Promise<ClientSecretAnswer> => {
      const { planType } = await input(subscriptionRequestSchema, req, res);
      const data = await run(req, CreateSubscriptionDocument, { planType });
      return data.createSubscription;
    }),
  );

  router.get(
    '/user/property-analyses',
    route(
      async (req): Promise<PropertyHistoryRecord[]> => (await run(req, PropertyHistoryDocument)).myPropertyAnalyses,
    ),
  );

  router.get(
    '/user/invoice-audits',
    route(async (req): Promise<InvoiceHistoryRecord[]> => (await run(req, InvoiceHistoryDocument)).myInvoiceAudits),
  );

  router.get(
    '/admin/stats',
    route(async (req): Promise<AdminStatsAnswer> => (await run(req, AdminStatsDocument)).adminStats),
  );

  router.get(
    '/admin/users',
    route(async (req): Promise<AdminUserRecord[]> => (await run(req, AdminUsersDocument)).adminUsers),
  );

  router.use((_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });
  return router;
}
