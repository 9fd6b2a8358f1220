import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNarrator, usesOnlyKnownNumbers } from './narrator.ts';
import { createLogger } from './logger.ts';

const log = createLogger('test', 'error');
let reply = '';
let delayMs = 0;
let requests = 0;
const server = http.createServer((req, res) => {
  requests += 1;
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    setTimeout(() => {
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          id: 'chatcmpl-1',
          object: 'chat.completion',
          created: 0,
          model: 'stub',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: reply } }],
        }),
      );
    }, delayMs);
  });
});
let baseURL = '';

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const addr = server.address();
  baseURL = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/v1`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const facts = 'Value $412,000. Rent $2,150 per month. Cap rate 4.2%.';
const fallback = 'The home is worth about $412,000 and rents for $2,150; the cap rate is 4.2%.';

describe('narrator', () => {
  it('without an API key, the template narrative is used and no request is made', async () => {
    const before = requests;
    const n = createNarrator({ OPENAI_MODEL: 'm', OPENAI_TIMEOUT_MS: 1000 }, log);
    expect(await n.narrate({ task: 't', facts, fallback })).toEqual({ text: fallback, source: 'template' });
    expect(requests).toBe(before);
  });

  it('with a key, the model rewrites the narrative through the chat-completions API', async () => {
    reply = 'At $412,000 with $2,150 rent, the 4.2% cap rate is modest.';
    delayMs = 0;
    const n = createNarrator(
      { OPENAI_API_KEY: 'k', OPENAI_BASE_URL: baseURL, OPENAI_MODEL: 'm', OPENAI_TIMEOUT_MS: 2000 },
      log,
    );
    expect(await n.narrate({ task: 't', facts, fallback })).toEqual({ text: reply, source: 'openai' });
  });

  it('an answer that invents a number falls back to the template', async () => {
    reply = 'Expect a 9.5% return.';
    const n = createNarrator(
      { OPENAI_API_KEY: 'k', OPENAI_BASE_URL: baseURL, OPENAI_MODEL: 'm', OPENAI_TIMEOUT_MS: 2000 },
      log,
    );
    expect((await n.narrate({ task: 't', facts, fallback })).source).toBe('template');
  });

  it('a model slower than the timeout falls back to the template', async () => {
    reply = 'fine';
    delayMs = 500;
    const n = createNarrator(
      { OPENAI_API_KEY: 'k', OPENAI_BASE_URL: baseURL, OPENAI_MODEL: 'm', OPENAI_TIMEOUT_MS: 100 },
      log,
    );
    expect(await n.narrate({ task: 't', facts, fallback })).toEqual({ text: fallback, source: 'template' });
  });

  it('number check ignores thousands separators', () => {
    expect(usesOnlyKnownNumbers('worth 412000', facts)).toBe(true);
    expect(usesOnlyKnownNumbers('worth 413,000', facts)).toBe(false);
  });
});
