import { describe, expect, it } from 'vitest';
import { buildASTSchema, parse, print, printSchema, type GraphQLObjectType } from 'graphql';
import { expandSdlMacros } from './sdl-macros.ts';

const PAGE_INFO = '"Page info." type PageInfo { "More rows." hasNextPage: Boolean! }';
const schemaOf = (sdl: string) => buildASTSchema(parse(expandSdlMacros(sdl)));

describe('expandSdlMacros', () => {
  it('writes out a @connection type and its edge type, naming the rows as asked', () => {
    const schema = schemaOf(`${PAGE_INFO}
      "A job." type BulkJob { "Its id." id: ID! }
      "A page of jobs." type BulkJobConnection @connection(item: "job")
      type Query { "Jobs." jobs: BulkJobConnection! }`);
    const connection = schema.getType('BulkJobConnection') as GraphQLObjectType;
    const edge = schema.getType('BulkJobEdge') as GraphQLObjectType;
    expect(connection.description).toBe('A page of jobs.');
    expect(Object.entries(connection.getFields()).map(([name, f]) => `${name}: ${String(f.type)}`)).toEqual([
      'edges: [BulkJobEdge!]!',
      'nodes: [BulkJob!]!',
      'pageInfo: PageInfo!',
    ]);
    expect(connection.getFields().edges!.description).toBe('The jobs of the page, each with its cursor.');
    expect(edge.description).toBe('One job of BulkJobConnection, with the cursor that points just after it.');
    expect(Object.entries(edge.getFields()).map(([name, f]) => `${name}: ${String(f.type)}`)).toEqual([
      'cursor: String!',
      'node: BulkJob!',
    ]);
    expect(edge.getFields().node!.description).toBe('The job.');
    expect(printSchema(schema)).not.toContain('@connection');
  });

  it('calls the rows "rows" when @connection names no item', () => {
    const schema = schemaOf(
      `${PAGE_INFO} "A key." type ApiKey { "Id." id: ID! } "Keys." type ApiKeyConnection @connection type Query { "K." k: ApiKeyConnection }`,
    );
    expect((schema.getType('ApiKeyEdge') as GraphQLObjectType).getFields().cursor!.description).toBe(
      'Pass as after to read the rows that follow this one.',
    );
  });

  it('gives a @fieldsOf type the fields of the input type, with their types and descriptions, and keeps its own description and other directives', () => {
    const sdl = expandSdlMacros(`
      "Terms used." type Terms @fieldsOf(input: "TermsInput") @shareable
      "Terms entered." input TermsInput { "Fee percent." fee: Float "Grace days." graceDays: Int! }`);
    expect(sdl).toContain(
      '"Terms used."\ntype Terms @shareable {\n  "Fee percent."\n  fee: Float\n  "Grace days."\n  graceDays: Int!\n}',
    );
    expect(sdl).not.toContain('@fieldsOf');
  });

  it('leaves SDL without the directives as it means it', () => {
    const sdl =
      '"A." type A @key(fields: "x") { "X." x: Int } "Q." type Query { "A." a: A } "I." input I { "Y." y: Int = 1 }';
    expect(expandSdlMacros(sdl)).toBe(print(parse(sdl)));
  });

  it('refuses a @connection type not named after its node, a macro type that states fields, and a @fieldsOf of an unknown input', () => {
    expect(() => expandSdlMacros('type Page @connection')).toThrow(/must be the node type's followed by Connection/);
    expect(() => expandSdlMacros('type AConnection @connection { x: Int }')).toThrow(/states none/);
    expect(() => expandSdlMacros('type T @fieldsOf(input: "Missing")')).toThrow(/no input type Missing/);
    expect(() => expandSdlMacros('type T @fieldsOf')).toThrow(/needs input/);
    expect(() => expandSdlMacros('type T @fieldsOf(input: "I") input I { a: Int = 1 }')).toThrow(/has a default/);
  });
});
