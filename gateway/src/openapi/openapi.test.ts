import type { ApolloServer } from '@apollo/server';
import { describe, expect, it } from 'vitest';
import type { GatewayContext } from '../graphql-server.ts';
import { restRouter } from '../rest/routes.ts';
import { NO_PROGRESS_FEED } from '../rest/bulk-progress-feed.ts';
import { openApiDocument, openApiPath } from './openapi-document.ts';
import { registeredRoutes } from './registered-routes.ts';

// Building the router registers its routes without running any; no server is needed for that.
const routes = registeredRoutes(
  restRouter({} as ApolloServer<GatewayContext>, async () => ({}), null, NO_PROGRESS_FEED),
);
const doc = openApiDocument();
const documented = Object.entries(doc.paths)
  .flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`))
  .sort();

describe('the OpenAPI description of /api', () => {
  it('documents every registered route, and nothing that is not one', () => {
    // /api/openapi.json itself is served by the app next to the facade.
    const served = [
      ...routes.map((r) =>
        r.replace(/^(\S+) (.*)$/, (_m, method: string, path: string) => `${method} ${openApiPath(path)}`),
      ),
      'GET /api/openapi.json',
    ].sort();
    expect(routes.length).toBeGreaterThan(15);
    expect(documented.filter((d) => !served.includes(d))).toEqual([]);
    expect(served.filter((r) => !documented.includes(r))).toEqual([]);
  });

  it('is OpenAPI 3.1 with unique operation ids, resolvable references and path parameters declared', () => {
    expect(doc.openapi).toBe('3.1.0');
    const ops = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
      Object.values(byMethod).map((op) => ({ path, op: op as Record<string, any> })),
    );
    const ids = ops.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const text = JSON.stringify(doc);
    for (const [, name] of text.matchAll(/"\$ref":"#\/components\/responses\/([^"]+)"/g))
      expect(doc.components.responses).toHaveProperty(name!);
    for (const { path, op } of ops) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(
        (op.parameters ?? []).filter((p: { in: string }) => p.in === 'path').map((p: { name: string }) => p.name),
      ).toEqual(names);
      expect(Object.keys(op.responses).length).toBeGreaterThan(0);
    }
  });

  it('describes request bodies with the contracts the routes validate with', () => {
    const register = doc.paths['/api/auth/register']!.post as any;
    const schema = register.requestBody.content['application/json'].schema;
    expect(schema.required).toEqual(expect.arrayContaining(['firstName', 'lastName', 'email', 'password']));
    expect(register.security).toEqual([]);
    const me = doc.paths['/api/auth/me']!.get as any;
    expect(me.security).toEqual([{ bearer: [] }]);
    expect(me.responses['401']).toEqual({ $ref: '#/components/responses/E401' });
  });
});
