/**
 * Server-sent events read with fetch: the browser's EventSource cannot send the bearer header our API needs. This
 * is the one reader of an event stream in the app; it follows the format's rules (WHATWG HTML, "Interpreting an
 * event stream") for what we use: `event` and `data` fields, lines ending in LF, CRLF or CR, several `data` lines
 * joined by LF, comment lines ignored, an event without data dropped, an unfinished last event dropped.
 */
export interface StreamEvent {
  event: string;
  data: string;
}

/** Splits event-stream text into its finished events; `rest` is the unfinished tail to prepend to the next chunk. */
export function parseEventStream(text: string): { events: StreamEvent[]; rest: string } {
  const events: StreamEvent[] = [];
  let event = '';
  let data: string[] = [];
  // Where the text after the last finished event begins: an unfinished event is read again with the next chunk.
  let consumed = 0;
  let start = 0;
  for (;;) {
    const end = text.slice(start).search(/\r\n|\r|\n/);
    // A CR at the very end may be the first half of a CRLF: wait for the next chunk.
    if (end < 0 || (text[start + end] === '\r' && start + end === text.length - 1)) break;
    const line = text.slice(start, start + end);
    start += end + (text.startsWith('\r\n', start + end) ? 2 : 1);
    if (line === '') {
      if (data.length) events.push({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      consumed = start;
      continue;
    }
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return { events, rest: text.slice(consumed) };
}

/**
 * Reads a response's event stream, calling `onEvent` for each event until the stream ends or `onEvent` answers
 * false or throws (the reader then lets go of the stream; what it threw is thrown on).
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: StreamEvent) => boolean | void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const letGo = () => reader.cancel().catch(() => undefined);
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    const parsed = parseEventStream(buffer);
    buffer = parsed.rest;
    for (const e of parsed.events) {
      let more: boolean | void;
      try {
        more = onEvent(e);
      } catch (err) {
        await letGo();
        throw err;
      }
      if (more === false) return void (await letGo());
    }
  }
}
