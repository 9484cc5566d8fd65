/**
 * The enquiry forms' texts in German and English: the contact page, the forms' labels and
 * hints, and what a visitor is told after sending (the enquiry has reached the academy), behind
 * the mail's link and once the address is confirmed (a copy is on its way). `{name}` placeholders are filled in with interpolate().
 */
import type { Locale } from '../i18n/locales.ts';
import { interpolate } from '../i18n/messages.ts';
import type { EnquiryOutcome } from './outcome.ts';
import type { EnquiryField, EnquiryKind, ReplyWay } from './schema.ts';

export interface EnquiryTexts {
  readonly contactPage: {
    readonly title: string;
    readonly lead: string;
    readonly reach: string;
    readonly phone: string;
    readonly email: string;
    readonly address: string;
    readonly hours: string;
  };
  /** Each form's heading and what it says first. */
  readonly forms: Record<EnquiryKind, { readonly heading: string; readonly intro: string; readonly submit: string }>;
  readonly labels: Record<EnquiryField, string>;
  readonly hints: Partial<Record<EnquiryField, string>>;
  /** The topic beyond the seminars' own (their names: the finder's, src/i18n/messages.ts). */
  readonly otherTopic: string;
  readonly replies: Record<ReplyWay, string>;
  /** The hidden field only a bot fills in: a word no autofill takes for one of the visitor's details. */
  readonly honeypot: string;
  readonly chooseTopic: string;
  readonly optional: string;
  readonly privacy: string;
  readonly privacyLink: string;
  readonly errorsHeading: string;
  /** After sending: the enquiry has reached the academy, and the mail to confirm the address is on its way. */
  readonly sent: { readonly heading: string; readonly text: string };
  /** Behind the mail's link, before the button. */
  readonly confirm: { readonly heading: string; readonly text: string; readonly button: string };
  readonly confirmed: { readonly heading: string; readonly email: string; readonly callback: string };
  readonly problem: { readonly heading: string; readonly expired: string; readonly unknown: string; readonly again: string };
  readonly refused: {
    readonly rateLimited: string;
    readonly capped: string;
    readonly crossSite: string;
    readonly malformed: string;
    readonly serverError: string;
  };
}

/** What a page says of an enquiry that was sent (or whose link was opened): its heading and text; null for a form's own outcome. */
export function standingText(texts: EnquiryTexts, outcome: EnquiryOutcome): { heading: string; text: string } | null {
  switch (outcome.kind) {
    case 'sent':
      return { heading: texts.sent.heading, text: interpolate(texts.sent.text, { hours: outcome.hours }) };
    case 'confirmed':
      return { heading: texts.confirmed.heading, text: texts.confirmed[outcome.reply] };
    case 'problem':
      return { heading: texts.problem.heading, text: outcome.expired ? texts.problem.expired : texts.problem.unknown };
    case 'confirm':
      return { heading: texts.confirm.heading, text: interpolate(texts.confirm.text, { email: outcome.email }) };
    default:
      return null;
  }
}

export const ENQUIRY_TEXTS: Record<Locale, EnquiryTexts> = {
  de: {
    contactPage: {
      title: 'Kontakt',
      lead: 'Fragen zu Seminaren, Terminen, Prüfungen oder einer Schulung für Ihr Team? Schreiben Sie uns oder rufen Sie an – wir antworten innerhalb von zwei Werktagen.',
      reach: 'So erreichen Sie uns',
      phone: 'Telefon',
      email: 'E-Mail',
      address: 'Anschrift',
      hours: 'Telefonisch erreichen Sie uns montags bis freitags von 9 bis 17 Uhr.',
    },
    forms: {
      inhouse: {
        heading: 'Inhouse-Schulung anfragen',
        intro:
          'Sagen Sie uns, was Ihr Team lernen soll, für wie viele Personen und wann. Wir melden uns mit einem Vorschlag und einem Angebot.',
        submit: 'Anfrage senden',
      },
      question: {
        heading: 'Ihre Frage an uns',
        intro: 'Wir antworten per E-Mail oder rufen Sie zurück, ganz wie Sie möchten.',
        submit: 'Nachricht senden',
      },
    },
    labels: {
      company: 'Unternehmen',
      name: 'Ihr Name',
      email: 'E-Mail-Adresse',
      phone: 'Telefon',
      topic: 'Thema',
      people: 'Anzahl Teilnehmende',
      period: 'Gewünschter Zeitraum',
      reply: 'Wie sollen wir antworten?',
      message: 'Ihre Nachricht',
    },
    hints: {
      phone: 'Nur nötig, wenn wir Sie zurückrufen sollen.',
      period: 'Zum Beispiel „März 2027“ oder „2. Quartal 2027“.',
      message: 'Was sollen wir wissen? Etwa Ihre Anlagen, Vorkenntnisse oder den gewünschten Ort.',
    },
    otherTopic: 'Etwas anderes (bitte beschreiben)',
    replies: { email: 'Per E-Mail', callback: 'Bitte rufen Sie mich an' },
    honeypot: 'Referenz',
    chooseTopic: 'Bitte wählen',
    optional: 'optional',
    privacy:
      'Wir verwenden Ihre Angaben nur, um Ihre Anfrage zu beantworten. Sie erreicht uns sofort; eine Kopie schicken wir Ihnen, sobald Sie Ihre E-Mail-Adresse über einen Link bestätigt haben.',
    privacyLink: 'Mehr in der Datenschutzerklärung',
    errorsHeading: 'Bitte prüfen Sie Ihre Angaben:',
    sent: {
      heading: 'Vielen Dank, Ihre Anfrage ist bei uns',
      text: 'Wir melden uns innerhalb von zwei Werktagen. Eine Kopie Ihrer Anfrage schicken wir Ihnen, sobald Sie Ihre E-Mail-Adresse über den Link in unserer E-Mail bestätigt haben; er gilt {hours} Stunden.',
    },
    confirm: {
      heading: 'E-Mail-Adresse bestätigen',
      text: 'Mit einem Klick bestätigen Sie {email}; wir schicken Ihnen dann eine Kopie Ihrer Anfrage.',
      button: 'Adresse bestätigen',
    },
    confirmed: {
      heading: 'Vielen Dank, Ihre Adresse ist bestätigt',
      email: 'Eine Kopie Ihrer Anfrage ist unterwegs. Wir antworten Ihnen innerhalb von zwei Werktagen per E-Mail.',
      callback: 'Eine Kopie Ihrer Anfrage ist unterwegs. Wir rufen Sie innerhalb von zwei Werktagen zurück.',
    },
    problem: {
      heading: 'Dieser Link gilt nicht',
      expired:
        'Der Link ist abgelaufen. Ihre Anfrage hat uns trotzdem erreicht; eine Kopie schicken wir Ihnen ohne bestätigte Adresse nicht.',
      unknown: 'Diesen Link kennen wir nicht, oder die Adresse ist schon bestätigt.',
      again: 'Anfrage neu stellen',
    },
    refused: {
      rateLimited: 'Sie haben in kurzer Zeit sehr viele Anfragen gesendet. Bitte versuchen Sie es in einer Minute noch einmal.',
      capped:
        'Von Ihnen sind gerade schon mehrere Anfragen bei uns eingegangen, deren Adresse noch nicht bestätigt ist. Bitte bestätigen Sie sie über den Link in unserer E-Mail, versuchen Sie es später noch einmal oder rufen Sie uns an.',
      crossSite: 'Die Anfrage kam nicht von unserer Website. Bitte senden Sie das Formular auf dieser Seite.',
      malformed: 'Die Anfrage ließ sich nicht lesen. Bitte senden Sie das Formular noch einmal.',
      serverError: 'Das hat leider nicht geklappt. Bitte versuchen Sie es gleich noch einmal oder rufen Sie uns an.',
    },
  },
  en: {
    contactPage: {
      title: 'Contact',
      lead: 'Questions about courses, dates, exams or training for your team? Write to us or call – we reply within two working days.',
      reach: 'How to reach us',
      phone: 'Phone',
      email: 'Email',
      address: 'Address',
      hours: 'You can call us Monday to Friday from 9 am to 5 pm (German time).',
    },
    forms: {
      inhouse: {
        heading: 'Ask about in-house training',
        intro: 'Tell us what your team should learn, for how many people and when. We will come back with a proposal and a quote.',
        submit: 'Send enquiry',
      },
      question: {
        heading: 'Your question',
        intro: 'We reply by email or call you back, whichever you prefer.',
        submit: 'Send message',
      },
    },
    labels: {
      company: 'Company',
      name: 'Your name',
      email: 'Email address',
      phone: 'Phone',
      topic: 'Topic',
      people: 'Number of participants',
      period: 'Preferred period',
      reply: 'How should we reply?',
      message: 'Your message',
    },
    hints: {
      phone: 'Only needed if we should call you back.',
      period: 'For example "March 2027" or "second quarter of 2027".',
      message: 'What should we know? Your facilities, prior knowledge or the place you have in mind, for example.',
    },
    otherTopic: 'Something else (please describe)',
    replies: { email: 'By email', callback: 'Please call me' },
    honeypot: 'Reference',
    chooseTopic: 'Please choose',
    optional: 'optional',
    privacy:
      'We use your details only to answer your enquiry. It reaches us at once; we send you a copy once you have confirmed your email address through a link.',
    privacyLink: 'More in the privacy policy',
    errorsHeading: 'Please check your details:',
    sent: {
      heading: 'Thank you, your enquiry has reached us',
      text: 'We will be in touch within two working days. We send you a copy of your enquiry once you have confirmed your email address through the link in our email; it works for {hours} hours.',
    },
    confirm: {
      heading: 'Confirm your email address',
      text: 'One click confirms {email}; we then send you a copy of your enquiry.',
      button: 'Confirm address',
    },
    confirmed: {
      heading: 'Thank you, your address is confirmed',
      email: 'A copy of your enquiry is on its way. We will reply by email within two working days.',
      callback: 'A copy of your enquiry is on its way. We will call you back within two working days.',
    },
    problem: {
      heading: 'This link is not valid',
      expired: 'The link has expired. Your enquiry has reached us all the same; without a confirmed address we send no copy.',
      unknown: 'We do not know this link, or the address is confirmed already.',
      again: 'Send the enquiry again',
    },
    refused: {
      rateLimited: 'You have sent a great many requests in a short time. Please try again in a minute.',
      capped:
        'Several of your enquiries have just reached us with their address not yet confirmed. Please confirm them through the link in our email, try again later, or call us.',
      crossSite: 'The enquiry did not come from our website. Please send the form on this page.',
      malformed: 'The enquiry could not be read. Please send the form again.',
      serverError: 'Sorry, that did not work. Please try again in a moment or call us.',
    },
  },
};
