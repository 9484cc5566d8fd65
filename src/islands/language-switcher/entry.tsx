/** Client entry of the language switcher island: its props are its link's attributes. */
import { defineIsland } from '../hydrate.tsx';
import { LanguageSwitcher, languageSwitcherPropsOf } from './LanguageSwitcher.tsx';

export const hydrate = defineIsland(LanguageSwitcher, languageSwitcherPropsOf);
