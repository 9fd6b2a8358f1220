import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes a brotli (.br) and a gzip (.gz) copy next to every file of the build, at the highest levels,
 * once, at build time: the gateway then serves them by content negotiation without compressing per
 * request. A copy that would not be smaller (images and fonts that are compressed already) is not written,
 * and the gateway serves the original.
 */

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '.vite' ? [] : filesUnder(full);
    return /\.(br|gz)$/.test(name) ? [] : [full];
  });
}

export interface PrecompressSummary {
  files: number;
  brotli: number;
  gzip: number;
}

/** Writes `file`.br and `file`.gz beside `file`, each only when smaller than the original. */
export function precompressFile(file: string): { brotli: boolean; gzip: boolean } {
  const raw = readFileSync(file);
  const br = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  if (br.length < raw.length) writeFileSync(`${file}.br`, br);
  const gz = gzipSync(raw, { level: 9 });
  if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
  return { brotli: br.length < raw.length, gzip: gz.length < raw.length };
}

export function precompressDirectory(dir: string): PrecompressSummary {
  const summary: PrecompressSummary = { files: 0, brotli: 0, gzip: 0 };
  for (const file of filesUnder(dir)) {
    const written = precompressFile(file);
    summary.files += 1;
    if (written.brotli) summary.brotli += 1;
    if (written.gzip) summary.gzip += 1;
  }
  return summary;
}

export function precompress(): Plugin {
  let outDir = 'dist';
  // The prerender's server bundle runs in Node and is never served.
  let serverBuild = false;
  return {
    name: 'realtylens-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      serverBuild = Boolean(config.build.ssr);
    },
    closeBundle() {
      if (serverBuild) return;
      const summary = precompressDirectory(outDir);
      this.info?.(`precompressed ${summary.files} files: ${summary.brotli} brotli, ${summary.gzip} gzip`);
    },
  };
}
