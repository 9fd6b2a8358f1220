import { z } from 'zod';
import type { Logger } from './logger.ts';

/** The optional OpenAI settings every narrating service reads. */
export const narratorEnv = z.object({
  OPENAI_API_KEY: z.string().optional(),
  /** Any OpenAI-compatible server (e.g. a local model); default is OpenAI's. */
  OPENAI_BASE_URL: z.string().url().optional(),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
});
export type NarratorEnv = z.infer<typeof narratorEnv>;

export interface Narration {
  text: string;
  source: 'template' | 'openai';
}

export interface Narrator {
  /**
   * Rewrites a narrative the engine wrote from computed numbers. The model gets the facts and the
   * template text only; an answer that mentions a number not present in the facts is discarded,
   * so the model can change the wording but never the numbers.
   */
  narrate(args: { task: string; facts: string; fallback: string }): Promise<Narration>;
}

const NUMBER = /\d[\d,]*(?:\.\d+)?/g;

/** Every number in `text` also appears in `facts` (ignoring thousands separators). */
export function usesOnlyKnownNumbers(text: string, facts: string): boolean {
  const known = new Set((facts.match(NUMBER) ?? []).map((n) => n.replace(/,/g, '')));
  return (text.match(NUMBER) ?? []).every((n) => known.has(n.replace(/,/g, '')));
}

export function createNarrator(env: NarratorEnv, log: Logger): Narrator {
  if (!env.OPENAI_API_KEY) {
    return { narrate: async ({ fallback }) => ({ text: fallback, source: 'template' }) };
  }
  const apiKey = env.OPENAI_API_KEY;
  // Loaded only when a key is configured: the SDK is a good part of a service's start-up time, and a
  // restarted service should answer again without paying for a client it does not use.
  const client = import('openai').then(
    ({ default: OpenAI }) =>
      new OpenAI({ apiKey, baseURL: env.OPENAI_BASE_URL, timeout: env.OPENAI_TIMEOUT_MS, maxRetries: 0 }),
  );
  client.catch(() => undefined);
  return {
    async narrate({ task, facts, fallback }) {
      try {
        const completion = await (
          await client
        ).chat.completions.create({
          model: env.OPENAI_MODEL,
          temperature: 0.2,
          messages: [
            {
              role: 'system',
              content:
                'You write short, plain-language summaries for real-estate investors and property managers. ' +
                'Use only the facts given. Never introduce a number, percentage or dollar amount that is not in the facts. ' +
                'No headings, no lists, at most 120 words.',
            },
            { role: 'user', content: `${task}\n\nFacts:\n${facts}\n\nDraft written from the facts:\n${fallback}` },
          ],
        });
        const text = completion.choices[0]?.message?.content?.trim();
        if (!text) return { text: fallback, source: 'template' };
        if (!usesOnlyKnownNumbers(text, `${facts}\n${fallback}`)) {
          log.warn('discarded a model narrative that introduced numbers not in the facts');
          return { text: fallback, source: 'template' };
        }
        return { text, source: 'openai' };
      } catch (err) {
        log.warn('narrative model unavailable; using the template narrative', {
          err: err instanceof Error ? err.message : String(err),
        });
        return { text: fallback, source: 'template' };
      }
    },
  };
}
