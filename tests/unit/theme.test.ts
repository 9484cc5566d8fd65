// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  applyTheme,
  nextThemeChoice,
  parseThemeChoice,
  THEME_STORAGE_KEY,
  themeInitScript,
} from '../../src/islands/theme-switcher/theme.ts';

function resetRoot(): HTMLElement {
  const root = document.documentElement;
  delete root.dataset.theme;
  return root;
}

describe('theme choice', () => {
  it('cycles system -> light -> dark -> system', () => {
    expect(nextThemeChoice('system')).toBe('light');
    expect(nextThemeChoice('light')).toBe('dark');
    expect(nextThemeChoice('dark')).toBe('system');
  });
  it('reads anything unknown as system', () => {
    expect(parseThemeChoice('dark')).toBe('dark');
    expect(parseThemeChoice('purple')).toBe('system');
    expect(parseThemeChoice(null)).toBe('system');
  });
  it('is applied as data-theme for light and dark, and as no attribute for the system', () => {
    const root = resetRoot();
    applyTheme(root, 'dark');
    expect(root.dataset.theme).toBe('dark');
    applyTheme(root, 'system');
    expect(root.hasAttribute('data-theme')).toBe(false);
    applyTheme(root, 'light');
    expect(root.dataset.theme).toBe('light');
  });
});

describe('themeInitScript', () => {
  beforeEach(() => localStorage.clear());

  it.each([null, 'light', 'dark', 'system', 'bogus'])('with stored %j it does what applyTheme does', (stored) => {
    if (stored !== null) localStorage.setItem(THEME_STORAGE_KEY, stored);
    const root = resetRoot();
    new Function(themeInitScript())();
    const fromScript = root.getAttribute('data-theme');

    resetRoot();
    applyTheme(root, parseThemeChoice(stored));
    expect(fromScript).toBe(root.getAttribute('data-theme'));
  });

  it('marks a stored dark choice, and leaves a page without one to the system', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    const root = resetRoot();
    new Function(themeInitScript())();
    expect(root.dataset.theme).toBe('dark');
    localStorage.clear();
    resetRoot();
    new Function(themeInitScript())();
    expect(root.hasAttribute('data-theme')).toBe(false);
  });

  it('leaves the page to the system when the storage cannot be read', () => {
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = () => {
      throw new Error('blocked');
    };
    try {
      const root = resetRoot();
      expect(() => new Function(themeInitScript())()).not.toThrow();
      expect(root.hasAttribute('data-theme')).toBe(false);
    } finally {
      Storage.prototype.getItem = getItem;
    }
  });
});
