/**
 * How islands reach the page's toast store. The store's code lives in the loader only
 * (one copy, in the one script every page loads); islands talk to it through the global
 * the loader registers, so no chunk is shared between the loader and the islands.
 */
import type { Toast, ToastInput } from './toast-list.ts';
import type { ToastStore } from './toast-store.ts';

const KEY = Symbol.for('academy.toasts');

function store(): ToastStore | undefined {
  return (globalThis as { [KEY]?: ToastStore })[KEY];
}

const NO_TOASTS: readonly Toast[] = [];

export const getToasts = (): readonly Toast[] => store()?.toasts ?? NO_TOASTS;

export function subscribeToasts(listener: () => void): () => void {
  const listeners = store()?.listeners;
  listeners?.add(listener);
  return () => listeners?.delete(listener);
}

export function showToast(input: ToastInput): string | undefined {
  return store()?.toast(input);
}

export function closeToast(id: string): void {
  store()?.close(id);
}
