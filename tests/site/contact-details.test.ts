// @vitest-environment jsdom
/**
 * The academy's contact details on the built pages: every page, error pages included, ends
 * with the academy's address, its phone number as a link and the contact page of its
 * language, all from the settings the build had; and every phone number a page shows is that
 * one (the content's imprint and privacy policy agree with the settings); the home pages'
 * structured data names the same.
 */
import { describe, expect, it } from 'vitest';
import { addressLine, DEFAULT_ACADEMY_CONTACT, phoneText, telHref } from '../../src/config/academy-contact.ts';
import { localeOfPath } from '../../src/i18n/locales.ts';
import { buildPath } from '../../src/routes/match.ts';
import { loadBuiltSite } from '../support/built-site.ts';

const parser = new DOMParser();
const site = loadBuiltSite();
/** Each page parsed once, for the checks below. */
const documents = new Map(site.pages.map((page) => [page, parser.parseFromString(page.html, 'text/html')]));
const academy = DEFAULT_ACADEMY_CONTACT;
/** Anything written like an international phone number. */
const PHONE = /\+\d{2}[\d ()/-]{6,}\d/g;

describe('the footer of every page', () => {
  it("states the academy's address, phone and contact page", () => {
    const wrong = site.pages.flatMap((page) => {
      const footer = documents.get(page)!.querySelector('footer');
      const contact = buildPath('contact', localeOfPath(page.path), {});
      const ok =
        footer?.querySelector('address')?.textContent?.includes(addressLine(academy)) &&
        footer.querySelector(`address a[href="${telHref(academy.phone)}"]`)?.textContent === phoneText(academy.phone) &&
        footer.querySelector(`nav a[href="${contact}"]`) !== null;
      return ok ? [] : [page.path];
    });
    expect(site.pages.length).toBeGreaterThan(150);
    expect(wrong).toEqual([]);
  });

  it('shows no phone number but the setting', () => {
    const others = site.pages.flatMap((page) => {
      const text = (documents.get(page)!.body.textContent ?? '').replaceAll('\u00a0', ' ');
      return (text.match(PHONE) ?? []).filter((phone) => phone.trim() !== academy.phone).map((phone) => `${page.path}: ${phone}`);
    });
    expect(others).toEqual([]);
  });

  it("gives search engines the same address and phone (the home pages' Organization)", () => {
    const homes = site.pages.filter((page) => page.path === '/' || page.path === '/en');
    for (const home of homes) {
      const scripts = [...documents.get(home)!.querySelectorAll('script[type="application/ld+json"]')];
      const organization = scripts.map((script) => JSON.parse(script.textContent ?? '{}')).find((item) => item['@type'] === 'Organization');
      expect(organization).toMatchObject({
        legalName: academy.legalName,
        telephone: academy.phone,
        address: { streetAddress: academy.street, postalCode: academy.postalCode, addressLocality: academy.city },
      });
    }
    expect(homes).toHaveLength(2);
  });
});
