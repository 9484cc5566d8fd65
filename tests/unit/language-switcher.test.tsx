// The language switcher is told its link and the language it leads to; the language names the rest.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LanguageSwitcher } from '../../src/islands/language-switcher/LanguageSwitcher.tsx';

describe('<LanguageSwitcher>', () => {
  it.each([
    ['en', '/en?lang=en', 'English', 'Switch to English', 'en-US'],
    ['de', '/seminare?lang=de', 'Deutsch', 'Auf Deutsch wechseln', 'de-DE'],
  ] as const)('names the target language %s in its own words', (locale, href, name, title, tag) => {
    expect(renderToStaticMarkup(<LanguageSwitcher href={href} locale={locale} />)).toBe(
      `<a data-set-locale="${locale}" class="btn-ghost" href="${href}" hrefLang="${tag}" lang="${tag}" title="${title}">${name}</a>`,
    );
  });
});
