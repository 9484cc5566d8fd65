/**
 * Colour mode logic: light, dark or system, stored in localStorage. The same facts feed
 * the switcher island and the inline head script that applies the mode before first paint.
 */
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
 * Applies a choice to the document: the `dark` class drives Tailwind's dark variant,
 * data-theme-choice lets CSS show the switcher's current label without JavaScript.
 */
export function applyTheme(root: HTMLElement, choice: ThemeChoice, systemPrefersDark: boolean): void {
  const dark = choice === 'dark' || (choice === 'system' && systemPrefersDark);
  root.classList.toggle('dark', dark);
  root.dataset.themeChoice = choice;
  root.style.colorScheme = dark ? 'dark' : 'light';
}

/**
 * The inline head script: applyTheme for the stored choice, before the first paint, and
 * again whenever the system setting changes. Hand-written and short, since every page carries
 * it (a block scope keeps its names off window; the browsers that run the site's module
 * scripts run this); a unit test runs it against applyTheme for every choice. The content
 * security policy allows it by its hash.
 */
export function themeInitScript(): string {
  return (
    '{let r=document.documentElement,m=matchMedia("(prefers-color-scheme:dark)"),a=()=>{let c;' +
    `try{c=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch{}` +
    'c=c=="light"||c=="dark"?c:"system";let d=c=="dark"||c=="system"&&m.matches;' +
    'r.classList.toggle("dark",d);r.dataset.themeChoice=c;r.style.colorScheme=d?"dark":"light"};' +
    'a();m.addEventListener("change",a)}'
  );
}
