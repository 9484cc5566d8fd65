/**
 * The language switcher: a real link to the same page in the other language, so it works
 * before (and without) hydration and crawlers can follow it.
 */
export interface LanguageSwitcherProps {
  readonly [key: string]: string;
  readonly href: string;
  /** BCP 47 tag of the target language. */
  readonly hrefLang: string;
  /** The target language's own name, e.g. 'English'. */
  readonly name: string;
  /** Accessible description, in the target language. */
  readonly title: string;
}

export function LanguageSwitcher({ href, hrefLang, name, title }: LanguageSwitcherProps) {
  return (
    <a data-slot="language-switcher" className="btn-ghost" href={href} hrefLang={hrefLang} lang={hrefLang} title={title}>
      {name}
    </a>
  );
}
