// @vitest-environment jsdom
// The language switcher's page writes no props: its entry reads them back from the link the server drew.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LanguageSwitcher, languageSwitcherPropsOf } from '../../src/islands/language-switcher/LanguageSwitcher.tsx';

function island(html: string): HTMLElement {
  document.body.innerHTML = `<ac-island data-island="language-switcher">${html}</ac-island>`;
  return document.querySelector('ac-island') as HTMLElement;
}

describe('languageSwitcherPropsOf', () => {
  it.each([
    { href: '/seminare/en-50600-grundlagen?lang=de', locale: 'de' },
    { href: '/en/courses?lang=en', locale: 'en' },
  ] as const)('reads back the props the link was drawn with: $href', (props) => {
    const element = island(renderToStaticMarkup(<LanguageSwitcher {...props} />));
    const drawn = element.innerHTML;
    const read = languageSwitcherPropsOf(element);
    expect(read).toEqual(props);
    // Drawn again from what was read, the link is the same: hydration finds what the server drew.
    expect(island(renderToStaticMarkup(<LanguageSwitcher {...read} />)).innerHTML).toBe(drawn);
  });

  it('names the target language in its own words', () => {
    const element = island(renderToStaticMarkup(<LanguageSwitcher href="/en?lang=en" locale="en" />));
    const link = element.querySelector('a');
    expect([link?.textContent, link?.title, link?.hreflang, link?.lang]).toEqual(['English', 'Switch to English', 'en-US', 'en-US']);
  });

  it('falls back to German for a link without a known locale', () => {
    expect(languageSwitcherPropsOf(island('<a href="/x" data-set-locale="fr">x</a>'))).toEqual({ href: '/x', locale: 'de' });
  });
});
