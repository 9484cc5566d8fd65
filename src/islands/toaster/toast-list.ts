/**
 * Toasts as data, and the pure rules of the list: at most 5 kept, the
 * newest; closing sets open to false; removal follows 200 ms later. (How toasts are shown,
 * duration and swiping, is toast-display.ts: the loader bundles this file, the toaster
 * island that one, and the two must share no code at run time.)
 */
export const TOAST_LIMIT = 5;
export const TOAST_REMOVE_DELAY_MS = 200;

export type ToastColor = 'neutral' | 'success' | 'info' | 'warning' | 'error';

export interface ToastAction {
  readonly label: string;
  readonly onClick?: () => void;
}

export interface Toast {
  readonly id: string;
  readonly open: boolean;
  readonly title?: string;
  readonly description?: string;
  /** One of the toasts' icons (TOAST_ICONS); without it the colour picks one. */
  readonly icon?: string;
  readonly avatar?: { readonly src: string; readonly alt: string };
  readonly color?: ToastColor;
  readonly actions?: readonly ToastAction[];
  /** Whether the toast has a close button (default true). */
  readonly close?: boolean;
  /** Whether it stays until closed or acted on, instead of closing after the display duration. */
  readonly persistent?: boolean;
}

export type ToastInput = Omit<Toast, 'id' | 'open'> & { readonly id?: string };

/** The list after adding a toast: the newest TOAST_LIMIT are kept. */
export function withToast(toasts: readonly Toast[], toast: Toast): Toast[] {
  return [...toasts.filter((existing) => existing.id !== toast.id), toast].slice(-TOAST_LIMIT);
}

export function withClosed(toasts: readonly Toast[], id: string): Toast[] {
  return toasts.map((toast) => (toast.id === id ? { ...toast, open: false } : toast));
}

export function without(toasts: readonly Toast[], id: string): Toast[] {
  return toasts.filter((toast) => toast.id !== id);
}
