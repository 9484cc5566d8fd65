// The page frame's scripts carry their words for both languages; the toasts' are the UI kit's.
import { describe, expect, it } from 'vitest';
import { FRAME_TEXTS } from '../../src/i18n/frame-texts.ts';
import { kitStrings } from '../../src/i18n/kit/index.ts';
import { LOCALE_INFO, LOCALES, localeOfTag } from '../../src/i18n/locales.ts';

describe('FRAME_TEXTS', () => {
  it.each(LOCALES)("%s: the toasts' words are the UI kit's for the language", (locale) => {
    const kit = kitStrings(LOCALE_INFO[locale].tag);
    expect(FRAME_TEXTS[locale].toasts).toEqual({ label: kit.notifications, close: kit.close });
  });
});

describe('localeOfTag', () => {
  it('reads English from en and en-*, German from anything else', () => {
    expect(['en', 'en-US', 'en-GB', 'de-DE', 'de', '', 'eng'].map(localeOfTag)).toEqual(['en', 'en', 'en', 'de', 'de', 'de', 'de']);
  });
});
