import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { ApolloServer } from '@apollo/server';
import { csvLine, DEAL_FIELDS, dealInputSchema, fieldErrors, propertyAnalysisSchema } from '@realty/proto-schemas';
import type { GatewayContext } from '../graphql-server.ts';
import { answerFailure, fieldErrorsToHttp, jsonRoute, operationRunner } from './execute.ts';
import {
  AnalyzePropertyDocument,
  PageDocument,
  RerunDocument,
  SolvePropertyTargetDocument,
  type AssumptionOverrides,
  type PageQuery,
} from './__generated__/graphql.ts';
import { readJsonObject } from './json-body.ts';
import type { PropertyAnalysisAnswer } from './answers.ts';

// The Property Analyzer's REST routes. POST /api/analyze-property takes the same deal inputs as GraphQL,
// either flat in the body or under "overrides"; an unknown field answers 400 naming it, and an invalid value
// answers 400 with the field's message before anything runs, so neither consumes a use.

const LOCATION_FIELDS = ['address', 'zipCode'];

function badRequest(errors: Record<string, string>): never {
  throw fieldErrorsToHttp(errors);
}

function objectBody(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) badRequest({ _: 'The request body must be a JSON object' });
  return body as Record<string, unknown>;
}

/** Validates deal fields; unknown ones are named (`{ "bedroomz": "Unknown field \"bedroomz\"" }`). */
export function parseDeal(raw: Record<string, unknown>, prefix = ''): AssumptionOverrides {
  const unknown = Object.keys(raw).filter((k) => !(DEAL_FIELDS as readonly string[]).includes(k));
  if (unknown.length) badRequest(Object.fromEntries(unknown.map((k) => [`${prefix}${k}`, `Unknown field "${k}"`])));
  const parsed = dealInputSchema.safeParse(raw);
  if (!parsed.success)
    badRequest(Object.fromEntries(Object.entries(fieldErrors(parsed.error)).map(([k, v]) => [`${prefix}${k}`, v])));
  return Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== null && v !== undefined));
}

/** The body of POST /api/analyze-property: address and ZIP, plus deal fields flat or under "overrides". */
export function analyzeRequest(body: unknown): {
  address: string;
  zipCode: string;
  overrides: AssumptionOverrides;
} {
  const obj = objectBody(body);
  const { overrides: nested, ...rest } = obj;
  const flat = Object.fromEntries(Object.entries(rest).filter(([k]) => !LOCATION_FIELDS.includes(k)));
  if (nested !== undefined && (typeof nested !== 'object' || nested === null || Array.isArray(nested)))
    badRequest({ overrides: 'overrides must be an object' });
  const location = propertyAnalysisSchema.safeParse({ address: obj.address, zipCode: obj.zipCode });
  // Unknown and invalid deal fields are reported before location problems only when the location is fine,
  // so the spec's address/ZIP messages keep their priority.
  if (!location.success) badRequest(fieldErrors(location.error));
  const overrides = { ...parseDeal(flat), ...parseDeal((nested ?? {}) as Record<string, unknown>, 'overrides.') };
  return { address: location.data.address, zipCode: location.data.zipCode, overrides };
}

export function analysisRouter(server: ApolloServer<GatewayContext>): Router {
  const router = express.Router();
  // Bodies are read with the facade's reader, so malformed or truncated JSON answers 400 like every route.
  const route = (handler: (req: Request, body: () => Promise<Record<string, unknown>>) => Promise<unknown>) =>
    jsonRoute((req, res) => handler(req, () => readJsonObject(req, res)));
  const run = operationRunner(server);

  router.post(
    '/analyze-property',
    route(async (req, body): Promise<PropertyAnalysisAnswer> => {
      const input = analyzeRequest(await body());
      return (await run(req, AnalyzePropertyDocument, { input })).analyzeProperty;
    }),
  );

  router.post(
    '/property-analyses/:id/rerun',
    route(async (req, body): Promise<PropertyAnalysisAnswer> => {
      const overrides = parseDeal(await body());
      return (await run(req, RerunDocument, { id: String(req.params.id), overrides })).rerunPropertyAnalysis;
    }),
  );

  router.post(
    '/property-analyses/:id/solve',
    route(async (req, readBody) => {
      const body = await readBody();
      const value = Number(body.value);
      if (typeof body.metric !== 'string')
        badRequest({ metric: 'metric is required: cashOnCash, capRate, dscr or irr' });
      if (!Number.isFinite(value)) badRequest({ value: 'value must be a number' });
      return (
        await run(req, SolvePropertyTargetDocument, {
          id: String(req.params.id),
          target: { metric: body.metric, value },
        })
      ).solvePropertyTarget;
    }),
  );

  router.get(
    '/user/property-analyses/page',
    route(async (req) => {
      const offset = Number(req.query.offset ?? 0);
      const limit = Number(req.query.limit ?? 50);
      return (
        await run(req, PageDocument, {
          offset: Number.isFinite(offset) ? offset : 0,
          limit: Number.isFinite(limit) ? limit : 50,
        })
      ).propertyAnalysesPage;
    }),
  );

  // Every analysis of the user as CSV, page by page (bulk rows included), for spreadsheets.
  router.get('/user/property-analyses/export.csv', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const rows: string[] = [csvLine(Object.keys(EXPORT_COLUMNS))];
      for (let offset = 0; ; offset += 500) {
        const page = (await run(req, PageDocument, { offset, limit: 500 })).propertyAnalysesPage;
        for (const item of page.items) rows.push(exportRow(item));
        if (offset + 500 >= page.total || page.items.length === 0) break;
      }
      res
        .type('text/csv')
        .attachment('property-analyses.csv')
        .send(`${rows.join('\r\n')}\r\n`);
    } catch (err) {
      answerFailure(res, next, err);
    }
  });

  return router;
}

type ExportedAnalysis = PageQuery['propertyAnalysesPage']['items'][number];

/** The export's columns in order, each read from the page's typed item. */
const EXPORT_COLUMNS: Record<string, (a: ExportedAnalysis) => unknown> = {
  id: (a) => a.id,
  createdAt: (a) => a.createdAt,
  address: (a) => a.address,
  zipCode: (a) => a.zipCode,
  propertyType: (a) => a.property?.propertyType,
  bedrooms: (a) => a.property?.bedrooms,
  bathrooms: (a) => a.property?.bathrooms,
  livingAreaSqft: (a) => a.property?.livingAreaSqft,
  estimatedValue: (a) => a.estimatedValue,
  monthlyRent: (a) => a.monthlyRent,
  capRate: (a) => a.capRate,
  cashOnCash: (a) => a.cashOnCash,
  roiPotential: (a) => a.roiPotential,
  version: (a) => a.version,
};

/** One CSV line, written by the CSV cell writer the web's export uses too. */
export function exportRow(item: ExportedAnalysis): string {
  return csvLine(Object.values(EXPORT_COLUMNS).map((cell) => cell(item)));
}
