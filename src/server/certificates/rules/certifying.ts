/**
 * What the server issues certificates with, from the settings: the numbers' prefix
 * (CERTIFICATE_PREFIX, one series per year), how long a claim to draw one lasts (the invoices'
 * INVOICE_DRAWING_LEASE_SECONDS), the site's origin for the verification link, and the issuer
 * the PDF names (the academy's name, legal name and address). Pure.
 */
import { academyContact, addressLine } from '../../../config/academy-contact.ts';
import type { Settings } from '../../../config/settings.ts';

/** Who issues a certificate, as its foot names them. */
export interface Issuer {
  /** "Rackwise academy". */
  readonly name: string;
  /** "Rackwise Academy GmbH". */
  readonly legalName: string;
  /** "Musterstraße 12, 60311 Frankfurt am Main". */
  readonly address: string;
}

export interface Certifying {
  /** What the numbers start with ('RWA'): one series per year. */
  readonly prefix: string;
  /** How long a server may take to draw a certificate it claimed before another may. */
  readonly drawingLeaseMs: number;
  /** The site's origin: the verification link. */
  readonly siteUrl: string;
  readonly issuer: Issuer;
}

export function certifyingOf(settings: Settings): Certifying {
  const academy = academyContact(settings);
  return {
    prefix: settings.CERTIFICATE_PREFIX,
    drawingLeaseMs: settings.INVOICE_DRAWING_LEASE_SECONDS * 1000,
    siteUrl: settings.SITE_URL,
    issuer: { name: academy.name, legalName: academy.legalName, address: addressLine(academy) },
  };
}
