/**
 * The colour-mode switcher: one button that cycles system -> light -> dark. Before
 * hydration the visible label already matches the stored choice, because CSS shows the
 * label named by <html data-theme-choice>, which the head script sets.
 */
import { useCallback } from 'react';
import { applyTheme, nextThemeChoice, parseThemeChoice, THEME_CHOICES, THEME_STORAGE_KEY, type ThemeChoice } from './theme.ts';

export interface ThemeSwitcherProps {
  readonly [key: string]: string;
  readonly label: string;
  readonly system: string;
  readonly light: string;
  readonly dark: string;
}

function storeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage can be unavailable (private mode, blocked); the choice then lasts for this page.
  }
}

export function ThemeSwitcher(props: ThemeSwitcherProps) {
  const cycle = useCallback(() => {
    const root = document.documentElement;
    const choice = nextThemeChoice(parseThemeChoice(root.dataset.themeChoice));
    storeChoice(choice);
    applyTheme(root, choice, matchMedia('(prefers-color-scheme: dark)').matches);
  }, []);

  return (
    <button type="button" data-slot="theme-switcher" className="theme-switcher btn-ghost" onClick={cycle}>
      <span className="sr-only">{props.label}: </span>
      {THEME_CHOICES.map((choice) => (
        <span key={choice} data-theme-label={choice}>
          {props[choice]}
        </span>
      ))}
    </button>
  );
}
