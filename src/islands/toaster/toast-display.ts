/** How toasts are shown (spec §9): 5000 ms each, bottom-right, dismissed by a 50 px swipe. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_POSITION = 'bottom-right';
