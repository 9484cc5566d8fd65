/**
 * The overlay store: a plain module that <OverlayHost> reads with useSyncExternalStore.
 * `createOverlay(Component)` gives a handle whose `open(props)` shows the component in a
 * dialog and returns a promise of its result; the component gets `close(result)` among its
 * props. Escape, the backdrop and the close button dismiss it, resolving `undefined`.
 * Opening an open overlay updates its props and returns the same pending promise;
 * `unmount()` removes it and resolves a pending promise with `undefined`.
 */
import { type ComponentType, createElement, type ReactElement } from 'react';

/** What an overlay component receives besides its own props. */
export interface OverlayControls<Result> {
  readonly close: (result: Result) => void;
}

export type OverlayComponentProps<Props extends object, Result> = Props & OverlayControls<Result>;

export interface Overlay<Props extends object, Result> {
  open(props: Props): Promise<Result | undefined>;
  close(result: Result): void;
  unmount(): void;
}

/** One overlay as the host renders it. */
export interface OverlayEntry {
  readonly id: number;
  readonly open: boolean;
  readonly element: ReactElement;
  /** Close without a result (Escape, backdrop, close button). */
  readonly dismiss: () => void;
}

const NO_OVERLAYS: readonly OverlayEntry[] = [];
let entries = NO_OVERLAYS;
const listeners = new Set<() => void>();
let nextId = 1;

function publish(next: readonly OverlayEntry[]): void {
  entries = next;
  for (const listener of listeners) listener();
}

export function subscribeOverlays(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getOverlays(): readonly OverlayEntry[] {
  return entries;
}

export function getServerOverlays(): readonly OverlayEntry[] {
  return NO_OVERLAYS;
}

export function createOverlay<Props extends object, Result = void>(
  component: ComponentType<OverlayComponentProps<Props, Result>>,
): Overlay<Props, Result> {
  const id = nextId++;
  let pending: { readonly promise: Promise<Result | undefined>; readonly resolve: (result: Result | undefined) => void } | null = null;

  const current = () => entries.find((entry) => entry.id === id);

  function settle(result: Result | undefined): void {
    const settling = pending;
    pending = null;
    settling?.resolve(result);
  }

  function finish(result: Result | undefined): void {
    const entry = current();
    if (entry?.open) publish(entries.map((each) => (each === entry ? { ...entry, open: false } : each)));
    settle(result);
  }

  const close = (result: Result) => finish(result);
  const dismiss = () => finish(undefined);

  return {
    open(props) {
      if (!pending) {
        let resolve: (result: Result | undefined) => void = () => {};
        const promise = new Promise<Result | undefined>((done) => (resolve = done));
        pending = { promise, resolve };
      }
      const entry: OverlayEntry = { id, open: true, element: createElement(component, { ...props, close }), dismiss };
      const shown = current();
      // An open overlay keeps its place; a new or closed one goes on top.
      publish(shown?.open ? entries.map((each) => (each === shown ? entry : each)) : [...entries.filter((each) => each !== shown), entry]);
      return pending.promise;
    },
    close,
    unmount() {
      if (current()) publish(entries.filter((entry) => entry.id !== id));
      settle(undefined);
    },
  };
}
