/**
 * The toast store: one per page, shared by everything that shows toasts. It is a chunk of
 * its own (an entry of the client build, see registry.ts), which islands and the update
 * notice import, so a page that never toasts never loads it. Once loaded, the store lives
 * in a global under Symbol.for('academy.toasts'), so every copy of this module on a page,
 * and a script outside any bundle, reaches the same toasts; a script that must toast
 * before any of them imports the entry's URL from the build manifest.
 * New toasts are queued and added one at a time (one per task, so the toaster renders
 * each); each one announces itself with TOAST_EVENT, which wakes the toaster island.
 */
import { TOAST_EVENT } from '../registry.ts';
import { TOAST_REMOVE_DELAY_MS, type Toast, type ToastInput, withClosed, without, withToast } from './toast-list.ts';

export interface ToastStore {
  toasts: readonly Toast[];
  readonly queue: Toast[];
  draining: boolean;
  readonly listeners: Set<() => void>;
  sequence: number;
  /** The actions, for callers outside any bundle (inline scripts, tests): globalThis[Symbol.for('academy.toasts')].toast({...}). */
  readonly toast: (input: ToastInput) => string;
  readonly close: (id: string) => void;
}

const KEY = Symbol.for('academy.toasts');

export function toastStore(): ToastStore {
  const global = globalThis as { [KEY]?: ToastStore };
  const store = global[KEY] ?? { toasts: [], queue: [], draining: false, listeners: new Set(), sequence: 0, toast, close: closeToast };
  global[KEY] = store;
  return store;
}

function publish(store: ToastStore, toasts: readonly Toast[]): void {
  store.toasts = toasts;
  for (const listener of store.listeners) listener();
}

function drain(store: ToastStore): void {
  const next = store.queue.shift();
  if (!next) {
    store.draining = false;
    return;
  }
  publish(store, withToast(store.toasts, next));
  setTimeout(() => drain(store), 0);
}

/** Shows a toast; returns its id. */
export function toast(input: ToastInput): string {
  const store = toastStore();
  const id = input.id ?? `toast-${++store.sequence}`;
  store.queue.push({ ...input, id, open: true });
  if (!store.draining) {
    store.draining = true;
    setTimeout(() => drain(store), 0);
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(TOAST_EVENT));
  return id;
}

/** Closes a toast (open = false) and removes it TOAST_REMOVE_DELAY_MS later. */
export function closeToast(id: string): void {
  const store = toastStore();
  publish(store, withClosed(store.toasts, id));
  setTimeout(() => publish(store, without(toastStore().toasts, id)), TOAST_REMOVE_DELAY_MS);
}

const NO_TOASTS: readonly Toast[] = [];

/** The current toasts, for useSyncExternalStore. */
export const getToasts = (): readonly Toast[] => (globalThis as { [KEY]?: ToastStore })[KEY]?.toasts ?? NO_TOASTS;

export function subscribeToasts(listener: () => void): () => void {
  const { listeners } = toastStore();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Importing the module is enough to make the store reachable through the global.
toastStore();
