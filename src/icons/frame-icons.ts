/**
 * The icons of the page frame, the header's (the search button's magnifier, the colour modes')
 * and the toasts': resolved once when the code is bundled, into a module of their own
 * (`virtual:frame-icons`, the `frame-icons` plugin of vite.config.ts), and drawn as inline SVG
 * by <FrameIcon> on the server and in the islands alike: no icon registry, nothing in an
 * island's props. (As CSS masks in the stylesheet they weighed less in each page, but Chromium
 * parses every SVG image in a document of its own on the main thread: about 20 ms per icon
 * shown, on every page load.)
 */
import type { SiteIconName } from './icon-names.ts';

/** The icons a toast can show (src/islands/toaster/toast-display.ts picks one). */
export const TOAST_ICONS = [
  'circle-check',
  'info',
  'alert-triangle',
  'circle-alert',
  'refresh-cw',
] as const satisfies readonly SiteIconName[];

export const FRAME_ICONS = ['search', 'monitor', 'sun', 'moon', ...TOAST_ICONS] as const satisfies readonly SiteIconName[];

export type FrameIconName = (typeof FRAME_ICONS)[number];

/** The id FrameIcon imports the icons by. */
export const FRAME_ICONS_MODULE = 'virtual:frame-icons';
