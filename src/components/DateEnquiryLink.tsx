/** The way to ask for a date where a seminar has none ahead: the contact page's enquiry form. */
import { ENQUIRY_ANCHOR } from '../enquiry-contract/outcome.ts';
import { buildPath } from '../routes/match.ts';
import { usePage } from './page-context.tsx';
import { buttonVariants } from './ui/Button.tsx';

export function DateEnquiryLink() {
  const { locale, messages } = usePage();
  return (
    <p className="mt-3">
      <a href={`${buildPath('contact', locale, {})}#${ENQUIRY_ANCHOR}`} className={buttonVariants({ variant: 'secondary' })}>
        {messages.seminar.askForDate}
      </a>
    </p>
  );
}
