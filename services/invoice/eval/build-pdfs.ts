/**
 * Builds the corpus PDFs from their layout files (eval/corpus/<split>/<name>.layout -> <name>.pdf).
 * Run: npx tsx services/invoice/eval/build-pdfs.ts
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { layoutToRuns } from './layout-to-pdf.ts';
import { drawRuns, writePdf } from '../src/domain/testing/pdf-writer.ts';

const corpus = join(import.meta.dirname, 'corpus');
let built = 0;
for (const split of readdirSync(corpus)) {
  for (const file of readdirSync(join(corpus, split)).filter((f) => f.endsWith('.layout'))) {
    const pdf = writePdf(layoutToRuns(readFileSync(join(corpus, split, file), 'utf8')).map(drawRuns));
    writeFileSync(join(corpus, split, file.replace(/\.layout$/, '.pdf')), pdf);
    built += 1;
  }
}
console.log(`built ${built} PDFs`);
