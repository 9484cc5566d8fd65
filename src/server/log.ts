/**
 * The server's log: one JSON object per line, `{"time","level","msg",...fields}`, to
 * stdout (errors to stderr), for a log collector to read without parsing prose. Everything
 * in src/server logs through here.
 */
export type LogLevel = 'info' | 'warn' | 'error';
export type LogFields = Readonly<Record<string, unknown>>;

export interface Logger {
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

export type LogWriter = (line: string, level: LogLevel) => void;

const toStdio: LogWriter = (line, level) => (level === 'error' ? process.stderr : process.stdout).write(`${line}\n`);

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

/** The process's logger. */
export const log: Logger = jsonLogger();

/** Writes a structured line ({ level, msg, ...fields }) to the server's log: for workers that log plain objects. */
export function jsonLine({ level, msg, ...fields }: Record<string, unknown>): void {
  const write = level === 'error' ? log.error : level === 'warn' ? log.warn : log.info;
  write(String(msg), fields);
}
