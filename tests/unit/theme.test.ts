// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyTheme,
  nextThemeChoice,
  parseThemeChoice,
  THEME_CHOICES,
  THEME_STORAGE_KEY,
  themeInitScript,
} from '../../src/islands/theme-switcher/theme.ts';

function mockSystemDark(dark: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: dark && query.includes('dark'), addEventListener() {} }));
}

function resetRoot(): HTMLElement {
  const root = document.documentElement;
  root.className = '';
  delete root.dataset.themeChoice;
  root.style.colorScheme = '';
  return root;
}

describe('theme choice', () => {
  it('cycles system -> light -> dark -> system', () => {
    expect(THEME_CHOICES).toEqual(['system', 'light', 'dark']);
    expect(nextThemeChoice('system')).toBe('light');
    expect(nextThemeChoice('light')).toBe('dark');
    expect(nextThemeChoice('dark')).toBe('system');
  });
  it('reads anything unknown as system', () => {
    expect(parseThemeChoice('dark')).toBe('dark');
    expect(parseThemeChoice('purple')).toBe('system');
    expect(parseThemeChoice(null)).toBe('system');
  });
});

describe('themeInitScript', () => {
  beforeEach(() => localStorage.clear());

  it.each([
    [null, false],
    [null, true],
    ['light', true],
    ['dark', false],
    ['bogus', true],
  ] as const)('with stored %j and system dark %j it does what applyTheme does', (stored, systemDark) => {
    mockSystemDark(systemDark);
    if (stored !== null) localStorage.setItem(THEME_STORAGE_KEY, stored);
    const root = resetRoot();
    new Function(themeInitScript())();
    const fromScript = { dark: root.classList.contains('dark'), choice: root.dataset.themeChoice, scheme: root.style.colorScheme };

    resetRoot();
    applyTheme(root, parseThemeChoice(stored), systemDark);
    expect(fromScript).toEqual({ dark: root.classList.contains('dark'), choice: root.dataset.themeChoice, scheme: root.style.colorScheme });
  });

  it('makes a stored dark choice dark even when the system is light', () => {
    mockSystemDark(false);
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    const root = resetRoot();
    new Function(themeInitScript())();
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.style.colorScheme).toBe('dark');
  });
});
