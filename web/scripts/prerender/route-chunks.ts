/** The parts of Vite's build manifest (dist/.vite/manifest.json) the prerender reads. */
export type BuildManifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

function withStaticImports(manifest: BuildManifest, key: string, seen: Set<string>): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no chunk for ${key}: was the module renamed? Update the prerender's route table.`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) withStaticImports(manifest, imported, seen);
  return seen;
}

/**
 * The script files a prerendered route needs beyond the entry: the chunks of its lazy modules (by source
 * path) and what they import, less what the entry loads already. Hydrating the route waits for these.
 */
export function routeChunkFiles(manifest: BuildManifest, lazySources: string[]): string[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The build manifest names no entry chunk.');
  const entry = withStaticImports(manifest, entryKey, new Set());
  const needed = new Set<string>();
  for (const source of lazySources) withStaticImports(manifest, source, needed);
  return [...needed].filter((key) => !entry.has(key)).map((key) => `/${manifest[key]?.file ?? ''}`);
}
