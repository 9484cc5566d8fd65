/**
 * The icons the islands draw in the browser: the toasts' and the colour modes'. They are
 * resolved once, when the client bundle is built, into a module of their own (the
 * `island-icons` plugin of vite.config.ts) that the islands' entries import, so no page
 * carries them in its islands' props. On the server the islands draw the same icons from the
 * page's icon registry (`local` of <Island>).
 */
import type { ThemeChoice } from './theme-switcher/theme.ts';
import { TOAST_ICONS } from './toaster/toast-display.ts';

/** The id the entries import the icons by. */
export const ISLAND_ICONS_MODULE = 'virtual:island-icons';

/** The icon of each colour mode in the theme switcher. */
export const THEME_ICONS = { system: 'monitor', light: 'sun', dark: 'moon' } as const satisfies Record<ThemeChoice, string>;

export const ISLAND_ICON_NAMES = [...TOAST_ICONS, ...Object.values(THEME_ICONS)];
