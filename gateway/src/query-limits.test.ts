import { describe, expect, it } from 'vitest';
import { buildSchema, parse, validate } from 'graphql';
import { aliasLimitRule, depthLimitRule } from './query-limits.ts';

const schema = buildSchema(`
  type Node { id: ID!, child: Node }
  type Query { node: Node }
`);

const errorsFor = (query: string) => validate(schema, parse(query), [depthLimitRule(3), aliasLimitRule(2)]).map((e) => e.message);

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
});
