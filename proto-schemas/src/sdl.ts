import { readFileSync } from 'node:fs';

export const SUBGRAPHS = ['auth', 'billing', 'analysis', 'invoice', 'rental', 'admin'] as const;
export type SubgraphName = (typeof SUBGRAPHS)[number];

/** The @shareable value types several subgraphs declare, each written once in proto-schemas/graphql/shared. */
export const SHARED_SDL = ['page-info', 'data-source'] as const;
export type SharedSdlName = (typeof SHARED_SDL)[number];

/**
 * Which shared types each subgraph declares. Federation wants a @shareable type defined in every subgraph
 * that returns it, so the shared file is appended to the subgraph's own SDL. codegen.server.yml lists the
 * same files for each subgraph (codegen fails on an unknown type when one is missing there).
 */
export const SHARED_SDL_OF: Record<SubgraphName, readonly SharedSdlName[]> = {
  auth: ['page-info'],
  billing: [],
  analysis: ['data-source', 'page-info'],
  invoice: ['page-info'],
  rental: ['data-source', 'page-info'],
  admin: ['page-info'],
};

function readGraphqlFile(path: string): string {
  return readFileSync(new URL(`../graphql/${path}.graphql`, import.meta.url), 'utf8');
}

/** Reads a subgraph's SDL, with the shared types it declares, from proto-schemas/graphql, the only place the contracts live. */
export function subgraphSdl(name: SubgraphName): string {
  return [readGraphqlFile(name), ...SHARED_SDL_OF[name].map((shared) => readGraphqlFile(`shared/${shared}`))].join('\n');
}
