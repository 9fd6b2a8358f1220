/** Structured JSON logs, one object per line, to stdout (info and below) and stderr (warn, error). */
import { currentRequestId } from './request-context.ts';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

function serialise(value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}

export function createLogger(service: string, level: LogLevel = 'info', base: Record<string, unknown> = {}): Logger {
  const write = (lvl: LogLevel, msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[lvl] < ORDER[level]) return;
    const entry: Record<string, unknown> = { time: new Date().toISOString(), level: lvl, service, msg, ...base };
    // Every line written while a request is handled names it, so one request can be followed across processes.
    const requestId = currentRequestId();
    if (requestId) entry.requestId = requestId;
    for (const [k, v] of Object.entries(fields ?? {})) entry[k] = serialise(v);
    const line = JSON.stringify(entry) + '\n';
    if (ORDER[lvl] >= ORDER.warn) process.stderr.write(line);
    else process.stdout.write(line);
  };
  return {
    debug: (m, f) => write('debug', m, f),
    info: (m, f) => write('info', m, f),
    warn: (m, f) => write('warn', m, f),
    error: (m, f) => write('error', m, f),
    child: (fields) => createLogger(service, level, { ...base, ...fields }),
  };
}
