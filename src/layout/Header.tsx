/**
 * Site header: brand, search, main navigation, language and colour-mode switchers. On a phone
 * the header is one row, the brand and a menu button, and stays at the top of the screen; the
 * button opens the rest in a panel (a popover: the browser opens and closes it, by keyboard too,
 * says whether it is open, and needs no JavaScript). From the large breakpoint up everything is
 * in the header itself and the button is gone (src/styles/site.css).
 */

import { usePage } from '../components/page-context.tsx';
import { RouteLink } from '../components/RouteLink.tsx';
import { BRAND } from '../config/site.ts';
import { languageSwitchHref } from '../i18n/locale-preference.ts';
import { otherLocale } from '../i18n/locales.ts';
import { Island } from '../islands/Island.tsx';
import { LanguageSwitcher } from '../islands/language-switcher/LanguageSwitcher.tsx';
import { ThemeSwitcher } from '../islands/theme-switcher/ThemeSwitcher.tsx';
import { buildPath, pathOf } from '../routes/match.ts';
import { SearchForm } from './SearchForm.tsx';

const MENU_ID = 'site-menu';

const NAV_ITEMS = ['seminars', 'seminarDates', 'trainingPath', 'corporateSolutions', 'standard', 'career', 'aboutUs'] as const;

export function Header() {
  const { locale, messages, route } = usePage();
  const target = otherLocale(locale);
  // The parameter lets the Node server remember the choice without JavaScript (src/server/edge/language-choice.ts).
  const href = languageSwitchHref(route ? pathOf({ ...route, locale: target }) : buildPath('home', target, {}), target);
  return (
    <header className="site-header">
      <div className="page-width site-header-row">
        <RouteLink to="home" params={{}} className="brand" aria-label={`${BRAND} academy – ${messages.homeLinkLabel}`}>
          {`${BRAND} `}
          <span className="brand-suffix">academy</span>
        </RouteLink>
        <button type="button" className="btn-ghost menu-button" popoverTarget={MENU_ID}>
          {messages.menu}
        </button>
        <div id={MENU_ID} popover="auto" className="site-menu">
          <nav aria-label={messages.mainNavigation} className="site-nav">
            <ul className="nav-list">
              {NAV_ITEMS.map((id) => (
                <li key={id}>
                  <RouteLink to={id} params={{}} aria-current={route?.id === id ? 'page' : undefined}>
                    {messages.nav[id]}
                  </RouteLink>
                </li>
              ))}
            </ul>
          </nav>
          <SearchForm />
          <div className="site-header-tools">
            <Island name="language-switcher" component={LanguageSwitcher} hydrate="interaction" props={{ href, locale: target }} />
            <Island name="theme-switcher" component={ThemeSwitcher} hydrate="interaction" props={{ locale }} />
          </div>
        </div>
      </div>
    </header>
  );
}
