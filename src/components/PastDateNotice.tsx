/**
 * In place of the form on the page of a date that has taken place: it says so, and leads to
 * the seminar's next dates (listed further down the page) or, with none ahead, to the enquiry form.
 */
import { DateEnquiryLink } from './DateEnquiryLink.tsx';
import { usePage } from './page-context.tsx';
import { buttonVariants } from './ui/Button.tsx';

export function PastDateNotice({ nextDatesId }: { readonly nextDatesId: string | null }) {
  const { messages } = usePage();
  return (
    <div className="notice" role="note">
      <p className="font-semibold">{messages.seminarDate.past}</p>
      {nextDatesId === null ? (
        <>
          <p className="mt-1">{messages.seminarDate.pastNoDates}</p>
          <DateEnquiryLink />
        </>
      ) : (
        <p className="mt-3">
          <a href={`#${nextDatesId}`} className={buttonVariants({ variant: 'primary' })}>
            {messages.seminarDate.pastNextDates}
          </a>
        </p>
      )}
    </div>
  );
}
