/**
 * A Date that runs `offsetMs` ahead of the given one: `new Date()`, `Date()` and `Date.now()`
 * read the shifted clock, everything else (dates made from a value, parsing, the prototype,
 * `instanceof`) is the original's. The suite's processes install it (shift-clock.ts).
 */
export function shiftedDate(offsetMs: number, Original: DateConstructor = Date): DateConstructor {
  const now = () => Original.now() + offsetMs;
  return new Proxy(Original, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
    // Date called as a function gives the time now as text.
    apply: () => new Original(now()).toString(),
    get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
  });
}
