/** How toasts are shown: 5000 ms each, dismissed by a 50 px swipe (bottom-right: src/styles/toasts.css). */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

/**
 * The icons a toast can show (the islands' icon module, src/islands/island-icons.ts). A
 * toast names one with `icon`; without a name, its colour picks one, and neutral has none.
 */
export const TOAST_ICONS = ['circle-check', 'info', 'alert-triangle', 'circle-alert', 'refresh-cw'] as const;

export type ToastIconName = (typeof TOAST_ICONS)[number];

const ICON_OF_COLOR: Readonly<Record<string, ToastIconName>> = {
  success: 'circle-check',
  info: 'info',
  warning: 'alert-triangle',
  error: 'circle-alert',
};

export function toastIconName(toast: { readonly icon?: string; readonly color?: string }): string | undefined {
  return toast.icon ?? (toast.color ? ICON_OF_COLOR[toast.color] : undefined);
}
