/** Client entry of the language switcher island. */
import { defineIsland } from '../hydrate.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';

export const hydrate = defineIsland(LanguageSwitcher);
