/** Client entry of the theme switcher island. */
import icons from 'virtual:island-icons';
import { defineIsland } from '../hydrate.tsx';
import { THEME_ICONS } from '../island-icons.ts';
import { ThemeSwitcher } from './ThemeSwitcher.tsx';

export const hydrate = defineIsland(ThemeSwitcher, {
  icons: { system: icons[THEME_ICONS.system], light: icons[THEME_ICONS.light], dark: icons[THEME_ICONS.dark] },
});
