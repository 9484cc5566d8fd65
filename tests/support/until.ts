/** Polls `read` every `everyMs` until `done` holds of its value; fails after `ms`, naming `what` (a bound for a broken service, not a measure). */
export async function until<T>(
  what: string,
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  ms = 30_000,
  everyMs = 100,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms (${JSON.stringify(value).slice(0, 300)})`);
    await new Promise((wait) => setTimeout(wait, everyMs));
  }
}
