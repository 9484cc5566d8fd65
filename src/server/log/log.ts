/**
 * The server's log: one JSON object per line, `{"time","level","msg",...fields}`, to
 * stdout (errors to stderr), for a log collector to read without parsing prose. Everything
 * in src/server logs through here; a warning or error that repeats is written once per
 * window (repeatsThrottled).
 */
import { logWindows } from './log-windows.ts';

export type LogLevel = 'info' | 'warn' | 'error';
export type LogFields = Readonly<Record<string, unknown>>;

export interface Logger {
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

export type LogWriter = (line: string, level: LogLevel) => void;

/** Where log lines go: a stream that may fail (a full disk under a redirected stdout, a closed pipe). */
export interface LogStream {
  write(text: string): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/**
 * A writer to `out` (errors to `err`) that never takes the process down: a line whose write
 * fails, at once or later, is dropped and counted, and the next line that is written says how
 * many were lost before it.
 */
export function safeWriter(out: LogStream, err: LogStream, now: () => Date = () => new Date()): LogWriter {
  let dropped = 0;
  const lost = () => {
    dropped++;
  };
  out.on('error', lost);
  if (err !== out) err.on('error', lost);
  return (line, level) => {
    const stream = level === 'error' ? err : out;
    try {
      if (dropped > 0) {
        stream.write(`${JSON.stringify({ time: now().toISOString(), level: 'warn', msg: 'log lines dropped', count: dropped })}\n`);
        dropped = 0;
      }
      stream.write(`${line}\n`);
    } catch {
      lost();
    }
  };
}

const toStdio: LogWriter = safeWriter(process.stdout, process.stderr);

/** An error as a log field: its stack (which starts with the message), or the value as text; never the object itself. */
export function errorField(error: unknown): string {
  return error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
}

export function jsonLogger(write: LogWriter = toStdio, now: () => Date = () => new Date()): Logger {
  const emit =
    (level: LogLevel) =>
    (msg: string, fields: LogFields = {}) =>
      write(JSON.stringify({ time: now().toISOString(), level, msg, ...fields }), level);
  return { info: emit('info'), warn: emit('warn'), error: emit('error') };
}

/** Fields that tell requests apart but not what happened: left out when lines are compared. */
const PER_REQUEST_FIELDS = new Set(['id', 'requestId']);

/**
 * A logger whose warnings and errors say each thing once per window: a line that repeats one
 * logged within `windowMs` (the same level, message and fields, request ids aside) is counted,
 * not written, and the first one after the window says how many were left out. A failure
 * every request meets (a full disk) makes a line per window, not one per request.
 */
export function repeatsThrottled(inner: Logger, { windowMs = 10_000, maxKeys = 1_000, now = () => Date.now() } = {}): Logger {
  const windows = logWindows({ windowMs, maxKeys, now });
  const throttled =
    (level: 'warn' | 'error') =>
    (msg: string, fields: LogFields = {}) => {
      const compared = Object.entries(fields).filter(([name]) => !PER_REQUEST_FIELDS.has(name));
      const leftOut = windows.pass(`${level} ${msg} ${JSON.stringify(compared)}`);
      if (leftOut !== null) inner[level](msg, leftOut > 0 ? { ...fields, repeatedInLastWindow: leftOut } : fields);
    };
  return { info: inner.info, warn: throttled('warn'), error: throttled('error') };
}

/** The process's logger. */
export const log: Logger = repeatsThrottled(jsonLogger());

/** Writes a structured line ({ level, msg, ...fields }) to the server's log: for workers that log plain objects. */
export function jsonLine({ level, msg, ...fields }: Record<string, unknown>): void {
  const write = level === 'error' ? log.error : level === 'warn' ? log.warn : log.info;
  write(String(msg), fields);
}
