/**
 * The language switcher: a real link to the same page in the other language, so it works
 * before (and without) hydration and crawlers can follow it. Remembering the choice is the
 * loader's job (a document-level click listener), so the very first click counts even
 * while this island's chunk is still loading.
 */
import { buttonVariants } from '../../components/ui/Button.tsx';
import { LOCALE_INFO, type Locale } from '../../i18n/locales.ts';

export interface LanguageSwitcherProps {
  readonly [key: string]: string;
  readonly href: string;
  /** The site locale the link leads to, which names it; the loader remembers it in the locale cookie on click. */
  readonly locale: Locale;
}

export function LanguageSwitcher({ href, locale }: LanguageSwitcherProps) {
  const { tag: hrefLang, nativeName: name, switchTo: title } = LOCALE_INFO[locale];
  return (
    <a
      data-set-locale={locale}
      className={buttonVariants({ variant: 'ghost' })}
      href={href}
      hrefLang={hrefLang}
      lang={hrefLang}
      title={title}
    >
      {name}
    </a>
  );
}
