/**
 * Site footer: the academy's address and phone (settings), the contact page, the home page's
 * events, "my bookings" (where whoever booked signs in by mail) and the legal pages in one list of links, and the academy's line (its tagline from
 * the small breakpoint up: a phone's page stays short).
 */

import { usePage } from '../components/page-context.tsx';
import { RouteLink } from '../components/RouteLink.tsx';
import { addressLine, phoneText, telHref } from '../config/academy-contact.ts';
import { BRAND } from '../config/site.ts';
import { buildPath } from '../routes/match.ts';

const LEGAL_ITEMS = ['terms', 'privacy', 'imprint', 'legalNotice'] as const;

export function Footer() {
  const { locale, messages, academy } = usePage();
  return (
    <footer className="site-footer">
      <div className="page-width site-footer-row">
        <address>
          {`${academy.legalName} · ${addressLine(academy)} · `}
          <a href={telHref(academy.phone)}>{phoneText(academy.phone)}</a>
        </address>
        <nav aria-label={messages.footerNavigation}>
          <ul className="site-footer-links">
            <li>
              <RouteLink to="contact" params={{}}>
                {messages.footerContact}
              </RouteLink>
            </li>
            <li>
              <a href={`${buildPath('home', locale, {})}#events`}>{messages.footerEvents}</a>
            </li>
            <li>
              <RouteLink to="myBookings" params={{}}>
                {messages.footerBookings}
              </RouteLink>
            </li>
            {LEGAL_ITEMS.map((id) => (
              <li key={id}>
                <RouteLink to={id} params={{}}>
                  {messages.legal[id]}
                </RouteLink>
              </li>
            ))}
          </ul>
        </nav>
        <p>
          {`© ${BRAND} academy`}
          <span className="max-sm:hidden">{` · ${messages.tagline}`}</span>
        </p>
      </div>
    </footer>
  );
}
