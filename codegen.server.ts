/**
 * Server-side GraphQL types: resolver signatures generated from each subgraph's SDL, read with the same
 * subgraphSdl the servers serve (federation header, written-out connection types, shared types).
 * `npm run compose` regenerates them (with the supergraph); CI fails when they are stale.
 * Output in services/<name>/src/__generated__/ is generated and never edited by hand.
 */
import type { CodegenConfig } from '@graphql-codegen/cli';
import { SUBGRAPHS, subgraphSdl } from './proto-schemas/src/sdl.ts';

const server = {
  federation: true,
  useTypeImports: true,
  enumsAsTypes: true,
  contextType: '@realty/service-kit#RequestContext',
  // Resolvers may return any part of a type and let field resolvers or defaults fill the rest.
  defaultMapper: 'Partial<{T}>',
  useIndexSignature: false,
  scalars: { ID: 'string' },
  maybeValue: 'T | null | undefined',
};

const config: CodegenConfig = {
  overwrite: true,
  generates: Object.fromEntries(
    SUBGRAPHS.map((name) => [
      `services/${name}/src/__generated__/resolvers-types.ts`,
      {
        // The servers get the federation directives' definitions from @apollo/subgraph; codegen from this file.
        schema: [subgraphSdl(name), 'proto-schemas/codegen/federation-directives.graphql'],
        plugins: ['typescript', 'typescript-resolvers'],
        config: server,
      },
    ]),
  ),
};

export default config;
