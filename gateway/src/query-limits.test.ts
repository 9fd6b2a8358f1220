import { describe, expect, it } from 'vitest';
import { buildSchema, getIntrospectionQuery, parse, validate } from 'graphql';
import { aliasLimitRule, depthLimitRule, INTROSPECTION_MAX_DEPTH } from './query-limits.ts';

const schema = buildSchema(`
  type Node { id: ID!, child: Node }
  type Query { node: Node }
`);

const errorsFor = (query: string) =>
  validate(schema, parse(query), [depthLimitRule(3), aliasLimitRule(2)]).map((e) => e.message);

describe('query limits', () => {
  it('accepts a query within the depth limit', () => {
    expect(errorsFor('{ node { child { id } } }')).toEqual([]);
  });

  it('refuses a query deeper than the limit, also through fragments', () => {
    expect(errorsFor('{ node { child { child { id } } } }')[0]).toMatch(/depth 4 exceeds the maximum of 3/);
    expect(errorsFor('{ node { ...F } } fragment F on Node { child { child { id } } }')[0]).toMatch(/depth 4/);
  });

  it('refuses more aliases than allowed', () => {
    expect(errorsFor('{ a: node { id } b: node { id } }')).toEqual([]);
    expect(errorsFor('{ a: node { id } b: node { id } c: node { id } }')[0]).toMatch(/Too many aliases/);
  });

  it('counts introspection fields: a 30-deep __type chain is refused, the standard introspection query is not', () => {
    const rules = [depthLimitRule(10, INTROSPECTION_MAX_DEPTH)];
    const errors = (query: string) => validate(schema, parse(query), rules).map((e) => e.message);
    const chain = `{ __type(name: "Node") { ${'fields { type { '.repeat(14)}name${' } }'.repeat(14)} } }`;
    expect(errors(chain)[0]).toMatch(/depth 30 exceeds the maximum of 15/);
    expect(errors(getIntrospectionQuery())).toEqual([]);
    expect(errors('{ node { __typename child { __typename } } }')).toEqual([]);
  });

  it('introspection inside an ordinary query counts against the ordinary limit', () => {
    expect(errorsFor('{ node { id } __type(name: "Node") { fields { type { name } } } }')[0]).toMatch(
      /depth 4 exceeds the maximum of 3/,
    );
  });
});
