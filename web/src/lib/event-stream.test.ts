import { describe, expect, it } from 'vitest';
import { parseEventStream, readEventStream, type StreamEvent } from './event-stream';

const streamOf = (chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(new TextEncoder().encode(c));
      controller.close();
    },
  });

async function readAll(chunks: string[]): Promise<StreamEvent[]> {
  const seen: StreamEvent[] = [];
  await readEventStream(streamOf(chunks), (e) => void seen.push(e));
  return seen;
}

describe('parseEventStream', () => {
  it('reads named events and keeps an unfinished one for the next chunk', () => {
    expect(parseEventStream('event: progress\ndata: {"a":1}\n\nevent: done\ndata: {"a"')).toEqual({
      events: [{ event: 'progress', data: '{"a":1}' }],
      rest: 'event: done\ndata: {"a"',
    });
  });
  it('joins several data lines, names an unnamed event "message", and skips comments and empty events', () => {
    const { events, rest } = parseEventStream(': still running\n\ndata: one\ndata:two\n\nevent: x\n\n');
    expect(events).toEqual([{ event: 'message', data: 'one\ntwo' }]);
    expect(rest).toBe('');
  });
  it('takes CRLF and CR line ends, and waits for a CR that may be half a CRLF', () => {
    expect(parseEventStream('event: a\r\ndata: 1\r\n\r\nevent: b\rdata: 2\r\r: next\n').events).toEqual([
      { event: 'a', data: '1' },
      { event: 'b', data: '2' },
    ]);
    expect(parseEventStream('data: 1\r\n\r')).toEqual({ events: [], rest: 'data: 1\r\n\r' });
  });
  it('removes one space after the colon only', () => {
    expect(parseEventStream('data:  two spaces\n\n').events).toEqual([{ event: 'message', data: ' two spaces' }]);
  });
});

describe('readEventStream', () => {
  it('reads events cut anywhere between chunks, a multi-byte character included', async () => {
    const text = 'event: progress\r\ndata: {"fileName":"Zürich.csv"}\r\n\r\nevent: done\ndata: {}\n\n';
    const bytes = new TextEncoder().encode(text);
    const chunks = [bytes.slice(0, 7), bytes.slice(7, 41), bytes.slice(41, 42), bytes.slice(42, 43), bytes.slice(43)];
    const seen: StreamEvent[] = [];
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const c of chunks) controller.enqueue(c);
        controller.close();
      },
    });
    await readEventStream(stream, (e) => void seen.push(e));
    expect(seen).toEqual([
      { event: 'progress', data: '{"fileName":"Zürich.csv"}' },
      { event: 'done', data: '{}' },
    ]);
  });
  it('stops reading when the handler answers false', async () => {
    const seen: string[] = [];
    await readEventStream(streamOf(['data: 1\n\ndata: 2\n\n', 'data: 3\n\n']), (e) => {
      seen.push(e.data);
      return e.data !== '2';
    });
    expect(seen).toEqual(['1', '2']);
  });
  it('drops an event the stream ended in the middle of', async () => {
    expect(await readAll(['data: 1\n\n', 'data: 2\n'])).toEqual([{ event: 'message', data: '1' }]);
  });
});

describe('readEventStream when the handler throws', () => {
  it('lets go of the stream and throws on', async () => {
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('event: error\ndata: {"message":"gone"}\n\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    await expect(
      readEventStream(stream, (e) => {
        throw new Error(JSON.parse(e.data).message);
      }),
    ).rejects.toThrow('gone');
    expect(cancelled).toBe(true);
  });
});
