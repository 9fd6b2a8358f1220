import { readFileSync } from 'node:fs';

export const SUBGRAPHS = ['auth', 'billing', 'analysis', 'invoice', 'rental', 'admin'] as const;
export type SubgraphName = (typeof SUBGRAPHS)[number];

/** Reads a subgraph's SDL from proto-schemas/graphql, the only place the contracts live. */
export function subgraphSdl(name: SubgraphName): string {
  return readFileSync(new URL(`../graphql/${name}.graphql`, import.meta.url), 'utf8');
}
