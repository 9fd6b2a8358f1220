import { describe, expect, it } from 'vitest';
import { SUBGRAPHS, subgraphSdl } from './sdl.ts';
import { undescribedSchemaElements } from './sdl-descriptions.ts';

describe('schema descriptions', () => {
  it('finds every type, field, argument, input field and enum value without a description', () => {
    const sdl = `
      "Described." type A { "Described." x: Int y(n: Int, "Described." m: Int): Int }
      type B { "Described." z: Int }
      input C { "  " w: Int }
      enum D { "Described." ONE TWO }
      type Query { "Described." a: A b: B }`;
    expect(undescribedSchemaElements(sdl)).toEqual(['A.y', 'A.y(n)', 'B', 'C', 'C.w', 'D', 'D.TWO', 'Query.b']);
  });

  it.each(SUBGRAPHS)('every element of the %s subgraph is described', (name) => {
    expect(undescribedSchemaElements(subgraphSdl(name))).toEqual([]);
  });
});
