/** How toasts are shown: 5000 ms each, dismissed by a 50 px swipe (bottom-right: src/styles/toasts.css). */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

import { TOAST_ICONS } from '../../icons/frame-icons.ts';

/**
 * A toast names one of TOAST_ICONS (among the page frame's, src/icons/frame-icons.ts) with
 * `icon`; without a name, its colour picks one, and neutral has none.
 */

export type ToastIconName = (typeof TOAST_ICONS)[number];

const ICON_OF_COLOR: Readonly<Record<string, ToastIconName>> = {
  success: 'circle-check',
  info: 'info',
  warning: 'alert-triangle',
  error: 'circle-alert',
};

const isToastIcon = (name: string): name is ToastIconName => (TOAST_ICONS as readonly string[]).includes(name);

/** The icon a toast shows; a name the toasts do not have (a script's event may carry any) shows none. */
export function toastIconName(toast: { readonly icon?: string; readonly color?: string }): ToastIconName | undefined {
  if (toast.icon !== undefined) return isToastIcon(toast.icon) ? toast.icon : undefined;
  return toast.color ? ICON_OF_COLOR[toast.color] : undefined;
}
