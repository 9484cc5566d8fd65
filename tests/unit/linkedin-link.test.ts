/**
 * "Add to LinkedIn" for a certificate, in both languages: LinkedIn's add-to-profile address
 * with the certification form filled in: the certificate's name in its language, the academy,
 * the month of issue, its number and its verification link (the page in its language), each
 * URL-encoded.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/config/settings.ts';
import { loadContentCache } from '../../src/content/cache.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { certificateFacts } from '../../src/server/certificates/rules/certificate-document.ts';
import { certifyingOf } from '../../src/server/certificates/rules/certifying.ts';
import { verificationLink } from '../../src/server/certificates/rules/verification-link.ts';
import { linkedInOf } from '../../src/server/certificates/use-cases/place-certificates.ts';

const content = await loadContentCache('content-cache');
const certifying = certifyingOf(DEFAULT_SETTINGS);

function certificateIn(locale: Locale) {
  const place = { dateId: 1023, locale, academicTitle: null, firstName: 'Erika', lastName: 'Mustermann', attendance: null };
  const facts = certificateFacts(content, place, '2027-01-27', '2027-01-28')!;
  const document = {
    ...facts,
    number: 'RWA-2027-00042',
    checkCode: '7KQ2M-X9HFP',
    kind: 'seminar' as const,
    locale,
    holder: 'Erika Mustermann',
  };
  return { document };
}

describe('the LinkedIn link of a certificate', () => {
  it.each(['de', 'en'] as const)('fills in LinkedIn’s certification form, URL-encoded (%s)', (locale) => {
    const certificate = certificateIn(locale);
    const link = linkedInOf(certifying, certificate);
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: certificate.document.title,
      organizationName: certifying.issuer.name,
      issueYear: '2027',
      issueMonth: '1',
      certUrl: verificationLink(certifying.siteUrl, certificate.document),
      certId: 'RWA-2027-00042',
    });
    // Encoded, not merely joined: the name's spaces and the link's slashes and ampersand.
    expect(link).toContain(`name=${encodeURIComponent(certificate.document.title)}`);
    expect(link).toContain(`certUrl=${encodeURIComponent(verificationLink(certifying.siteUrl, certificate.document))}`);
    expect(link).not.toContain(' ');
    expect(link.match(/&/g)).toHaveLength(6);
  });

  it('names the certificate and the page in the certificate’s language', () => {
    const [de, en] = (['de', 'en'] as const).map((locale) => new URL(linkedInOf(certifying, certificateIn(locale))).searchParams);
    expect(de!.get('certUrl')).toContain('/zertifikate/pruefen?');
    expect(en!.get('certUrl')).toContain('/en/certificates/verify?');
    expect(de!.get('name')).toBe(certificateIn('de').document.title);
    expect(en!.get('name')).toBe(certificateIn('en').document.title);
  });
});
