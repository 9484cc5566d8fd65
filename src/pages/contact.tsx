/**
 * The contact page: the academy's address, phone and mail address (settings, as the footer
 * states them) and a form for any question, which reaches the academy once the sender
 * confirmed their address (src/server/enquiries/).
 */
import { EnquiryForm } from '../components/EnquiryForm.tsx';
import { Fact } from '../components/Fact.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { usePage } from '../components/page-context.tsx';
import { type AcademyContact, phoneText, telHref } from '../config/academy-contact.ts';
import { ENQUIRY_TEXTS } from '../enquiry-contract/texts.ts';
import type { Screen } from './types.ts';

interface ContactProps {
  readonly academy: AcademyContact;
}

/** How the academy is reached: phone, mail and address, each a link where one works. */
export function ContactFacts({ academy }: { academy: AcademyContact }) {
  const { locale } = usePage();
  const texts = ENQUIRY_TEXTS[locale].contactPage;
  return (
    <section aria-labelledby="reach-heading" className="mt-8 max-w-3xl">
      <h2 id="reach-heading" className="text-2xl font-semibold">
        {texts.reach}
      </h2>
      <dl className="facts mt-4">
        <Fact label={texts.phone}>
          <a href={telHref(academy.phone)}>{phoneText(academy.phone)}</a>
        </Fact>
        <Fact label={texts.email}>
          <a href={`mailto:${academy.email}`}>{academy.email}</a>
        </Fact>
        <Fact label={texts.address}>
          {academy.legalName}
          <br />
          {academy.street}
          <br />
          {`${academy.postalCode} ${academy.city}`}
        </Fact>
      </dl>
      <p className="mt-4">{texts.hours}</p>
    </section>
  );
}

export const contactScreen: Screen<'contact', ContactProps> = {
  load: ({ route, stated }) => {
    const { title, lead } = ENQUIRY_TEXTS[route.locale].contactPage;
    return { head: { title, description: lead }, props: { academy: stated.academy } };
  },
  Body: ({ props, enquiryOutcome }) => {
    const { locale } = usePage();
    const { title, lead } = ENQUIRY_TEXTS[locale].contactPage;
    return (
      <>
        <PageHeader title={title} lead={lead} />
        <ContactFacts academy={props.academy} />
        <EnquiryForm kind="question" outcome={enquiryOutcome ?? null} />
      </>
    );
  },
};
