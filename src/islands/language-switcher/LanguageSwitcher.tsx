/**
 * The language switcher: a real link to the same page in the other language, so it works
 * before (and without) hydration and crawlers can follow it. Remembering the choice is the
 * loader's job (a document-level click listener), so the very first click counts even
 * while this island's chunk is still loading.
 */
import { buttonVariants } from '../../components/ui/Button.tsx';

export interface LanguageSwitcherProps {
  readonly [key: string]: string;
  readonly href: string;
  /** BCP 47 tag of the target language. */
  readonly hrefLang: string;
  /** The target language's own name, e.g. 'English'. */
  readonly name: string;
  /** Accessible description, in the target language. */
  readonly title: string;
  /** The site locale the link leads to; the loader remembers it in the locale cookie on click. */
  readonly locale: string;
}

export function LanguageSwitcher({ href, hrefLang, name, title, locale }: LanguageSwitcherProps) {
  return (
    <a
      data-slot="language-switcher"
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
