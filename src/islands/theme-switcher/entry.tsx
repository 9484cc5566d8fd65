/** Client entry of the theme switcher island. */
import { defineIsland } from '../hydrate.tsx';
import { ThemeSwitcher } from './ThemeSwitcher.tsx';

export const hydrate = defineIsland(ThemeSwitcher);
