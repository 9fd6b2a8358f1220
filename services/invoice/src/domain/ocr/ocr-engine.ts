/**
 * Recognises page images with tesseract.js, locally: the WebAssembly engine runs in its own worker
 * thread (off the service's event loop) and reads English trained data from the installed npm
 * package, never from the network. One worker serves the service and takes one document at a time;
 * a document whose recognition runs past its deadline has its worker terminated (which stops the
 * CPU work at once) and a fresh worker is started for the next document.
 */
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { createWorker, OEM, PSM, type Line, type Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);
/**
 * The "best_int" LSTM model: the smaller and faster of the two the package ships, and the one LSTM-only recognition
 * uses.
 */
const LANG_PATH = dirname(require.resolve('@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz'));

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A recognised word in the (deskewed) page's pixel coordinates, y growing downwards. */
export interface OcrWord {
  text: string;
  /** 0 to 1. */
  confidence: number;
  box: Box;
  /** Index of the word's text line on its page; the words of a line share one baseline. */
  line: number;
  /** The y of the word's text line's baseline (at the line's middle: the page is already deskewed). */
  baselineY: number;
  /** The height of the word's text line (ascender to descender), about the font size. */
  lineHeight: number;
}

export interface OcrPage {
  words: OcrWord[];
  /** The skew tesseract measured and removed before reading, in degrees. */
  skewDegrees: number;
  /** Mean word confidence, 0 to 1 (0 when nothing was read). */
  confidence: number;
}

export type OcrOutcome = { ok: true; pages: OcrPage[] } | { ok: false; reason: 'timeout' };

let current: Promise<Worker> | null = null;
let queue: Promise<unknown> = Promise.resolve();

function worker(): Promise<Worker> {
  current ??= startWorker();
  return current;
}

async function startWorker(): Promise<Worker> {
  const started = await createWorker('eng', OEM.LSTM_ONLY, { langPath: LANG_PATH, gzip: true, cacheMethod: 'none' });
  // One uniform block keeps isolated cells (a quantity of "1") that automatic segmentation drops as
  // noise; columns and rows are rebuilt from word positions afterwards in any case.
  // Tesseract's diagnostics ("Estimating resolution as ...") would otherwise go to the service's stdout.
  await started.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK, debug_file: '/dev/null' });
  return started;
}

async function stopWorker(): Promise<void> {
  const stopping = current;
  current = null;
  await stopping?.then((w) => w.terminate()).catch(() => undefined);
}

/**
 * Reads every page within `timeoutMs` (the deadline counts from when this document's turn comes,
 * not while it waits behind another document).
 */
export function recognizePages(images: readonly Uint8Array[], timeoutMs: number): Promise<OcrOutcome> {
  const run = queue.then(() => recognizeWithDeadline(images, timeoutMs));
  queue = run.catch(() => undefined);
  return run;
}

async function recognizeWithDeadline(images: readonly Uint8Array[], timeoutMs: number): Promise<OcrOutcome> {
  const ready = await worker();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    const pages: OcrPage[] = [];
    for (const image of images) {
      const result = await Promise.race([
        ready.recognize(Buffer.from(image), { rotateAuto: true }, { blocks: true, text: false }),
        deadline,
      ]);
      if (result === 'timeout') {
        await stopWorker();
        return { ok: false, reason: 'timeout' };
      }
      pages.push(toPage(result.data.blocks ?? [], result.data.rotateRadians ?? 0));
    }
    return { ok: true, pages };
  } finally {
    clearTimeout(timer);
  }
}

/** Stops the worker thread (service shutdown, end of a test file). */
export function shutdownOcr(): Promise<void> {
  return stopWorker();
}

function toPage(
  blocks: readonly { paragraphs: readonly { lines: readonly Line[] }[] }[],
  rotateRadians: number,
): OcrPage {
  const words: OcrWord[] = [];
  const lines = blocks.flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines));
  lines.forEach((line, index) => {
    const lineHeight = line.rowAttributes?.rowHeight || line.bbox.y1 - line.bbox.y0;
    const baselineY = (line.baseline.y0 + line.baseline.y1) / 2;
    for (const word of line.words) {
      if (word.text.trim() === '') continue;
      words.push({
        text: word.text.trim(),
        confidence: word.confidence / 100,
        box: { ...word.bbox },
        line: index,
        baselineY,
        lineHeight,
      });
    }
  });
  const confidence = words.length === 0 ? 0 : words.reduce((sum, word) => sum + word.confidence, 0) / words.length;
  return { words, skewDegrees: (rotateRadians * 180) / Math.PI, confidence };
}
