/**
 * The mails of a certificate once it is drawn: to its holder, in the registration's language,
 * with the PDF, its Open Badges credential as a .json file and the link anyone can check it at,
 * answered to the academy's inbox; and the academy's copy (German, to the inbox) with the same
 * files. Pure.
 */
import type { Locale } from '../../../i18n/locales.ts';
import { interpolate } from '../../../i18n/messages.ts';
import { academy, type MailSettings, mail } from '../../mail/envelope.ts';
import { closing, greeting } from '../../mail/mail-parts.ts';
import { MAIL_TEXTS } from '../../mail/texts.ts';
import type { MailAttachment, OutgoingMail } from '../../outbox/mail-message.ts';
import type { CertificateDocument } from './certificate-document.ts';
import { CERTIFICATE_TEXTS } from './certificate-texts.ts';

/** Who a certificate is mailed to: its holder as the registration names them. */
export interface Holder {
  readonly email: string;
  readonly salutation: 'ms' | 'mr' | 'none' | '';
  readonly academicTitle: string | null;
  readonly firstName: string;
  readonly lastName: string;
}

export interface DrawnCertificate {
  /** The registration it belongs to (the mails are its entry's). */
  readonly registrationId: string;
  readonly document: CertificateDocument;
  /** The PDF, base64. */
  readonly pdf: string;
  /** Its Open Badges credential, signed (JSON); null when it has none. */
  readonly credential: string | null;
  readonly verifyUrl: string;
}

/** The PDF, and the credential as a file a wallet or a profile takes. */
const attachments = ({ document, pdf, credential }: DrawnCertificate): MailAttachment[] => [
  { filename: `${document.number}.pdf`, contentType: 'application/pdf', content: pdf, encoding: 'base64' },
  ...(credential ? [{ filename: `${document.number}.json`, contentType: 'application/json', content: credential }] : []),
];

/** To the holder (none once their address is gone), and the academy's copy. */
export function certificateMails(settings: MailSettings, drawn: DrawnCertificate, holder: Holder | null): OutgoingMail[] {
  const { document, registrationId } = drawn;
  const locale: Locale = document.locale;
  const texts = CERTIFICATE_TEXTS[locale];
  const facts = { title: document.title, url: drawn.verifyUrl, number: document.number, holder: document.holder };
  const inbox = academy(settings);
  const copy = mail(settings, {
    kind: `certificate-${document.number}-academy`,
    entryId: registrationId,
    locale: 'de',
    to: inbox,
    replyTo: holder ? { name: document.holder, address: holder.email } : inbox,
    subject: interpolate(CERTIFICATE_TEXTS.de.academySubject, facts),
    blocks: [{ kind: 'paragraph', text: interpolate(CERTIFICATE_TEXTS.de.mailVerify, facts) }],
    attachments: attachments(drawn),
  });
  if (!holder) return [copy];
  const toHolder = mail(settings, {
    kind: `certificate-${document.number}`,
    entryId: registrationId,
    locale,
    to: { name: document.holder, address: holder.email },
    replyTo: inbox,
    subject: interpolate(texts.mailSubject[document.kind], facts),
    blocks: [
      {
        kind: 'paragraph',
        text: greeting(locale, { ...holder, academicTitle: holder.academicTitle ?? undefined, salutation: holder.salutation || 'none' }),
      },
      { kind: 'paragraph', text: interpolate(texts.mailBody[document.kind], facts) },
      { kind: 'paragraph', text: interpolate(texts.mailVerify, facts) },
      ...(drawn.credential ? [{ kind: 'paragraph' as const, text: texts.mailCredential }] : []),
      ...closing(MAIL_TEXTS[locale], settings.academy),
    ],
    attachments: attachments(drawn),
  });
  return [toHolder, copy];
}
