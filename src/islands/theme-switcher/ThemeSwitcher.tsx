/**
 * The colour-mode switcher: one button that cycles system -> light -> dark, shown as an
 * icon (monitor, sun, moon) with the mode's name for screen readers and as a tooltip.
 * Before hydration the shown icon already matches the stored choice, because CSS shows
 * the one named by <html data-theme-choice>, which the head script sets.
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

const ICONS: Readonly<Record<ThemeChoice, string>> = {
  system: 'M4 5h16v10H4zM9 19h6M12 15v4',
  light: 'M12 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8zM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  dark: 'M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z',
};

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
        <span key={choice} data-theme-label={choice} title={`${props.label}: ${props[choice]}`}>
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d={ICONS[choice]} />
          </svg>
          <span className="sr-only">{props[choice]}</span>
        </span>
      ))}
    </button>
  );
}
