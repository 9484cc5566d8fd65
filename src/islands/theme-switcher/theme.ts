/**
 * Colour mode logic: light, dark or system, stored in localStorage. The same facts feed
 * the switcher island and the inline head script that applies the mode before first paint.
 */
/** The choice's key in localStorage (a name the head script reads as a property of it). */
export const THEME_STORAGE_KEY = 'theme';

export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

export function parseThemeChoice(value: string | null | undefined): ThemeChoice {
  return value === 'light' || value === 'dark' ? value : 'system';
}

/** The choice after `current` when the switcher is pressed: system -> light -> dark -> system. */
export function nextThemeChoice(current: ThemeChoice): ThemeChoice {
  return THEME_CHOICES[(THEME_CHOICES.indexOf(current) + 1) % THEME_CHOICES.length] as ThemeChoice;
}

/**
 * Applies a choice to the document: an explicit one as <html data-theme="light|dark">, the
 * system's as no attribute. CSS does the rest: the dark palette for data-theme="dark", and
 * for the system's dark mode unless light was chosen (the `dark` variant, src/styles/main.css),
 * and it shows the switcher's icon for the choice without JavaScript.
 */
export function applyTheme(root: HTMLElement, choice: ThemeChoice): void {
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
}

/**
 * The inline head script: applyTheme for the stored choice, before the first paint. Every
 * page carries it, so it is hand-written and short: it only reads the storage, since CSS
 * follows the system's setting by itself. A unit test runs it against applyTheme for every
 * stored value. The content security policy allows it by its hash.
 */
export function themeInitScript(): string {
  return `try{let t=localStorage.${THEME_STORAGE_KEY};if(t=="light"||t=="dark")document.documentElement.dataset.theme=t}catch{}`;
}
