import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { ApolloServer } from '@apollo/server';
import { csvLine, DEAL_FIELDS, dealInputSchema, fieldErrors, propertyAnalysisSchema } from '@realty/proto-schemas';
import type { GatewayContext } from '../graphql-server.ts';
import { answerFailure, fieldErrorsToHttp, jsonRoute, runOperation } from './execute.ts';
import { readJsonObject } from './json-body.ts';

// The Property Analyzer's REST routes. POST /api/analyze-property takes the same deal inputs as GraphQL,
// either flat in the body or under "overrides"; an unknown field answers 400 naming it, and an invalid value
// answers 400 with the field's message before anything runs, so neither consumes a use.

const ESTIMATE =
  'point low high zipLevel asOf method inputsUsed confidence adjustments { name factor detail } sources { id label asOf }';
export const ANALYSIS_REST_FIELDS = `id createdAt address zipCode estimatedValue monthlyRent capRate roiPotential roiPotentialLabel cashOnCash
  marketStatus daysOnMarket isForSale isForRent isPending isOffMarket isComingSoon isForeclosure isBankOwned aiSummary propertyImages zillowUrl
  property { propertyType bedrooms bathrooms livingAreaSqft yearBuilt }
  valueRange { low point high } rentRange { low point high }
  valueEstimate { ${ESTIMATE} } rentEstimate { ${ESTIMATE} }
  metrics { key label value display formula } assumptions { key label value unit source rationale }
  risk { score level parts { name points maxPoints value explanation } } riskFlags { key label message }
  warnings comparisons sensitivity { priceSteps rentSteps cells { priceChangePct rentChangePct cashOnCashPct capRatePct } }
  sources { id label asOf } confidence confidenceNotes version rerunUntil`;

const ANALYZE = `mutation AnalyzeProperty($input: AnalyzePropertyInput!) { analyzeProperty(input: $input) { ${ANALYSIS_REST_FIELDS} } }`;
const RERUN = `mutation Rerun($id: ID!, $overrides: AssumptionOverrides!) { rerunPropertyAnalysis(id: $id, overrides: $overrides) { ${ANALYSIS_REST_FIELDS} } }`;
const SOLVE = `query Solve($id: ID!, $target: TargetInput!) { solvePropertyTarget(id: $id, target: $target) { metric target maxPurchasePrice minMonthlyRent explanation } }`;
const PAGE = `query Page($offset: Int, $limit: Int) { propertyAnalysesPage(offset: $offset, limit: $limit) { total offset limit
  items { id createdAt address zipCode estimatedValue monthlyRent capRate roiPotential cashOnCash version property { propertyType bedrooms bathrooms livingAreaSqft } } } }`;

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
export function parseDeal(raw: Record<string, unknown>, prefix = ''): Record<string, unknown> {
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
  overrides: Record<string, unknown>;
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
  const run = <T>(req: Request, query: string, variables: Record<string, unknown>) =>
    runOperation<T>(server, req, query, variables);

  router.post(
    '/analyze-property',
    route(async (req, body) => {
      const input = analyzeRequest(await body());
      return (await run<{ analyzeProperty: unknown }>(req, ANALYZE, { input })).analyzeProperty;
    }),
  );

  router.post(
    '/property-analyses/:id/rerun',
    route(async (req, body) => {
      const overrides = parseDeal(await body());
      return (await run<{ rerunPropertyAnalysis: unknown }>(req, RERUN, { id: req.params.id, overrides }))
        .rerunPropertyAnalysis;
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
        await run<{ solvePropertyTarget: unknown }>(req, SOLVE, {
          id: req.params.id,
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
        await run<{ propertyAnalysesPage: unknown }>(req, PAGE, {
          offset: Number.isFinite(offset) ? offset : 0,
          limit: Number.isFinite(limit) ? limit : 50,
        })
      ).propertyAnalysesPage;
    }),
  );

  // Every analysis of the user as CSV, page by page (bulk rows included), for spreadsheets.
  router.get('/user/property-analyses/export.csv', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const rows: string[] = [csvLine(EXPORT_COLUMNS)];
      for (let offset = 0; ; offset += 500) {
        const page = (
          await run<{ propertyAnalysesPage: { total: number; items: Array<Record<string, unknown>> } }>(req, PAGE, {
            offset,
            limit: 500,
          })
        ).propertyAnalysesPage;
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

const EXPORT_COLUMNS = [
  'id',
  'createdAt',
  'address',
  'zipCode',
  'propertyType',
  'bedrooms',
  'bathrooms',
  'livingAreaSqft',
  'estimatedValue',
  'monthlyRent',
  'capRate',
  'cashOnCash',
  'roiPotential',
  'version',
];

/** One CSV line, written by the CSV cell writer the web's export uses too. */
export function exportRow(item: Record<string, unknown>): string {
  const property = (item.property ?? {}) as Record<string, unknown>;
  return csvLine(EXPORT_COLUMNS.map((column) => (column in property ? property[column] : item[column])));
}
