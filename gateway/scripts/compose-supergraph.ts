/**
 * Composes the supergraph ahead of time from the subgraph SDL files in proto-schemas, so the
 * gateway starts without polling subgraphs (no start-up race). `--check` fails when the
 * committed supergraph is stale.
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { composeServices } from '@apollo/composition';
import { Supergraph, printSchema } from '@apollo/federation-internals';
import { parse } from 'graphql';
import { SUBGRAPHS, subgraphSdl } from '@realty/proto-schemas';

const OUT = fileURLToPath(new URL('../supergraph.graphql', import.meta.url));
/** The client-facing schema (no federation internals), the input of web codegen. */
const API_OUT = fileURLToPath(new URL('../api-schema.graphql', import.meta.url));

export function composeSupergraph(): string {
  const result = composeServices(
    SUBGRAPHS.map((name) => ({
      name,
      // Placeholder URLs: the gateway replaces them with the running services' addresses.
      url: `http://${name}.internal/graphql`,
      typeDefs: parse(subgraphSdl(name)),
    })),
  );
  if (result.errors) {
    throw new Error(`Composition failed:\n${result.errors.map((e) => `  - ${e.message}`).join('\n')}`);
  }
  return result.supergraphSdl;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const sdl = composeSupergraph();
  const api = printSchema(Supergraph.build(sdl).apiSchema()) + '\n';
  const read = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : '');
  if (process.argv.includes('--check')) {
    if (read(OUT) !== sdl || read(API_OUT) !== api) {
      process.stderr.write(
        'gateway/supergraph.graphql or api-schema.graphql is stale: run `npm run compose` and commit it.\n',
      );
      process.exit(1);
    }
    process.stdout.write('supergraph is up to date\n');
  } else {
    writeFileSync(OUT, sdl);
    writeFileSync(API_OUT, api);
    process.stdout.write(`wrote ${OUT} and ${API_OUT}\n`);
  }
}
