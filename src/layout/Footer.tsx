/** Site footer: the academy's line, the home page's events, and the legal pages. */

import { usePage } from '../components/page-context.tsx';
import { RouteLink } from '../components/RouteLink.tsx';
import { BRAND } from '../config/site.ts';
import { buildPath } from '../routes/match.ts';

const LEGAL_ITEMS = ['terms', 'privacy', 'imprint', 'legalNotice'] as const;

export function Footer() {
  const { locale, messages } = usePage();
  return (
    <footer className="site-footer">
      <div className="page-width site-footer-row">
        <p>
          {`© ${BRAND} academy · ${messages.tagline} · `}
          <a href={`${buildPath('home', locale, {})}#events`}>{messages.footerEvents}</a>
        </p>
        <nav aria-label={messages.footerNavigation}>
          <ul className="site-footer-links">
            {LEGAL_ITEMS.map((id) => (
              <li key={id}>
                <RouteLink to={id} params={{}}>
                  {messages.legal[id]}
                </RouteLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
