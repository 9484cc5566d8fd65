/**
 * What the pages state of the settings: how long personal data is kept (the privacy page),
 * how VAT is charged and when invoices are issued (the terms page), and the academy's contact details (the footer of every page, the contact page, the
 * structured data). The build and the server's rebuilds draw the pages with the same values
 * the server acts on, so a page cannot promise what the server does not do.
 */
import { type AcademyContact, academyContact } from './academy-contact.ts';
import { type RetentionPeriods, retentionPeriods } from './retention.ts';
import type { VenueVatRule } from './setting-types.ts';
import { DEFAULT_SETTINGS, type Settings } from './settings.ts';

/** The VAT of the place of supply, as the settings give it (src/server/invoices/rules/vat.ts applies it). */
export interface VatRules {
  /** Germany's standard rate, per cent (VAT_RATE). */
  readonly homeRate: number;
  /** The rules for in-person dates abroad (VAT_VENUE_RULES). */
  readonly venues: readonly VenueVatRule[];
}

export const vatRulesOf = (settings: Settings): VatRules => ({ homeRate: settings.VAT_RATE, venues: settings.VAT_VENUE_RULES });

/** What the terms page says of VAT and of when invoices are issued, as the server invoices. */
export interface StatedInvoicing {
  readonly vat: VatRules;
  readonly when: Settings['INVOICE_WHEN'];
  /** Who may book: private persons too, or businesses only. */
  readonly customers: Settings['BOOKING_CUSTOMERS'];
}

export interface StatedSettings {
  readonly retention: RetentionPeriods;
  readonly academy: AcademyContact;
  readonly invoicing: StatedInvoicing;
}

export const statedSettings = (settings: Settings): StatedSettings => ({
  retention: retentionPeriods(settings),
  academy: academyContact(settings),
  invoicing: { vat: vatRulesOf(settings), when: settings.INVOICE_WHEN, customers: settings.BOOKING_CUSTOMERS },
});

export const DEFAULT_STATED: StatedSettings = statedSettings(DEFAULT_SETTINGS);
