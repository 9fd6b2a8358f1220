import { readFileSync } from 'node:fs';
import { expandSdlMacros } from './sdl-macros.ts';

export const SUBGRAPHS = ['auth', 'billing', 'analysis', 'invoice', 'rental', 'admin'] as const;
export type SubgraphName = (typeof SUBGRAPHS)[number];

/** The @shareable value types several subgraphs declare, each written once in proto-schemas/graphql/shared. */
export const SHARED_SDL = ['page-info', 'data-source'] as const;
export type SharedSdlName = (typeof SHARED_SDL)[number];

/**
 * Which shared types each subgraph declares. Federation wants a @shareable type defined in every subgraph
 * that returns it, so the shared file is appended to the subgraph's own SDL.
 */
export const SHARED_SDL_OF: Record<SubgraphName, readonly SharedSdlName[]> = {
  auth: ['page-info'],
  billing: [],
  analysis: ['data-source', 'page-info'],
  invoice: ['page-info'],
  rental: ['data-source', 'page-info'],
  admin: ['page-info'],
};

/** A subgraph's own SDL is its file, and for a large one the further files named here, read in this order. */
export const SUBGRAPH_PARTS: Record<SubgraphName, readonly string[]> = {
  auth: [],
  billing: [],
  analysis: ['analysis-estimate', 'analysis-inputs', 'analysis-bulk', 'analysis-share'],
  invoice: [],
  rental: [],
  admin: [],
};

function readGraphqlFile(path: string): string {
  return readFileSync(new URL(`../graphql/${path}.graphql`, import.meta.url), 'utf8');
}

/**
 * Reads a subgraph's SDL from proto-schemas/graphql, the only place the contracts live: the federation header every
 * subgraph shares, the subgraph's own file (and its parts) with its one-line connection and output-twin types written
 * out (sdl-macros.ts), and the shared types it declares. The servers, the supergraph composition and codegen
 * (codegen.server.ts) all read it from here, so they see the same schema.
 */
export function subgraphSdl(name: SubgraphName): string {
  const files = [
    'shared/federation',
    name,
    ...SUBGRAPH_PARTS[name],
    ...SHARED_SDL_OF[name].map((shared) => `shared/${shared}`),
  ];
  return expandSdlMacros(files.map(readGraphqlFile).join('\n'));
}
