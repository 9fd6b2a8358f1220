import { describe, expect, it } from 'vitest';
import { routeChunkFiles, type BuildManifest } from './route-chunks';

const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_ui.js'] },
  '_ui.js': { file: 'assets/ui-2.js' },
  '_zod.js': { file: 'assets/zod-3.js' },
  'src/landing.tsx': { file: 'assets/landing-4.js', imports: ['_ui.js', 'index.html'] },
  'src/analyzer.tsx': { file: 'assets/analyzer-5.js', imports: ['_ui.js', '_zod.js', 'index.html'] },
};

describe('the chunks a prerendered route preloads', () => {
  it('are its lazy modules and their imports, less what the entry loads', () => {
    expect(routeChunkFiles(MANIFEST, ['src/landing.tsx'])).toEqual(['/assets/landing-4.js']);
    expect(routeChunkFiles(MANIFEST, ['src/analyzer.tsx', 'src/landing.tsx'])).toEqual(['/assets/analyzer-5.js', '/assets/zod-3.js', '/assets/landing-4.js']);
  });

  it('fail the build for a module the manifest does not know', () => {
    expect(() => routeChunkFiles(MANIFEST, ['src/renamed.tsx'])).toThrow(/renamed/);
  });
});
