/**
 * The words of the page frame's scripts, the colour-mode switcher's, the toasts' and the update
 * notice's, in both languages: small enough for those scripts to carry both and pick the page's,
 * so no page writes them into an island's props or an attribute. The toasts' words are the UI
 * kit's (src/i18n/kit, 35 languages, too large for a script); a unit test keeps them equal.
 */
import { type Locale, localeOfTag } from './locales.ts';

export interface FrameTexts {
  /** The colour-mode switcher's name and each mode's. */
  readonly theme: Readonly<Record<'label' | 'system' | 'light' | 'dark', string>>;
  /** The toasts' region and each toast's close button. */
  readonly toasts: { readonly label: string; readonly close: string };
  /** The notice that a newer build of the site is live. */
  readonly update: { readonly title: string; readonly reload: string };
}

export const FRAME_TEXTS: Readonly<Record<Locale, FrameTexts>> = {
  de: {
    theme: { label: 'Farbschema', system: 'System', light: 'Hell', dark: 'Dunkel' },
    toasts: { label: 'Benachrichtigungen', close: 'Schließen' },
    update: { title: 'Eine neue Version dieser Website ist verfügbar.', reload: 'Neu laden' },
  },
  en: {
    theme: { label: 'Colour mode', system: 'System', light: 'Light', dark: 'Dark' },
    toasts: { label: 'Notifications', close: 'Close' },
    update: { title: 'A new version of this website is available.', reload: 'Reload' },
  },
};

/** The texts in the language of the page a script runs on (its <html lang>). */
export function pageFrameTexts(): FrameTexts {
  return FRAME_TEXTS[localeOfTag(document.documentElement.lang)];
}
