/**
 * Turns OCR words into the positioned text runs the PDF path uses, so a scan goes through the same
 * line grouping and table-row reconstruction as a text PDF (`layoutLines` in pdf-text.ts) and reads
 * like its text twin. Each output line keeps the confidence of the words it was written from.
 */
import { layoutLines, type Run } from '../pdf-text.ts';
import type { OcrPage, OcrWord } from './ocr-engine.ts';
import type { OcrToken } from '../invoice-input.ts';

/** The gap (in font sizes) that pdf-text.ts reads as a column break rather than a word space. */
const COLUMN_GAP = 0.9;

export interface OcrText {
  text: string;
  /** One entry per line of `text` (same order): the words written on it with their confidence. */
  lines: OcrToken[][];
}

export function layoutOcrPages(pages: readonly OcrPage[]): OcrText {
  const texts: string[] = [];
  const lines: OcrToken[][] = [];
  pages.forEach((page, index) => {
    const text = layoutOcrPage(page);
    if (index > 0) lines.push([]); // pages are joined by an empty line, as in pdf-text.ts
    texts.push(text);
    lines.push(...tokensPerLine(text, page));
  });
  return { text: texts.join('\n\n'), lines };
}

function layoutOcrPage(page: OcrPage): string {
  // PDF space has y growing upwards; the page's pixel rows grow downwards, so y is flipped.
  const bottom = Math.max(0, ...page.words.map((word) => word.box.y1));
  const byLine = new Map<number, OcrWord[]>();
  for (const word of page.words) byLine.set(word.line, [...(byLine.get(word.line) ?? []), word]);
  return layoutLines([...byLine.values()].flatMap((words) => phraseRuns(words, bottom)));
}

/**
 * A PDF draws a cell's text as one run, so the table rebuild places a cell by its whole span. OCR
 * reads words: the words of a line closer than a column gap (the gap pdf-text.ts reads as a column
 * break) are joined into one run, so a long description stays in its column as it does in a PDF.
 */
function phraseRuns(words: readonly OcrWord[], bottom: number): Run[] {
  const runs: Run[] = [];
  let end = -Infinity;
  for (const word of [...words].sort((a, b) => a.box.x0 - b.box.x0)) {
    const fontSize = Math.max(1, word.lineHeight);
    const last = runs.at(-1);
    if (last && word.box.x0 - end <= fontSize * COLUMN_GAP) {
      last.text += ` ${word.text}`;
      last.width = word.box.x1 - last.x;
    } else {
      runs.push({
        text: word.text,
        x: word.box.x0,
        y: bottom - word.baselineY,
        width: word.box.x1 - word.box.x0,
        fontSize,
      });
    }
    end = word.box.x1;
  }
  return runs;
}

/**
 * The layout writes each word once and unchanged, but table rows may reorder a line's words, so each
 * line's words are matched by text to the page's words, taking the first unused one in reading order.
 */
function tokensPerLine(text: string, page: OcrPage): OcrToken[][] {
  const unused = [...page.words].sort((a, b) => a.baselineY - b.baselineY || a.box.x0 - b.box.x0);
  return text.split('\n').map((line) =>
    line
      .split(/\s+/)
      .filter((token) => token !== '')
      .map((token) => {
        const index = unused.findIndex((word) => word.text === token);
        const [word] = index >= 0 ? unused.splice(index, 1) : [];
        return { text: token, confidence: word?.confidence ?? 1 };
      }),
  );
}
