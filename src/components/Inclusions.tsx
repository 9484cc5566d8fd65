/** What every booking includes: the certificate's validity, catering on site, PDF materials. */
import { usePage } from './page-context.tsx';

export function Inclusions({ catering }: { readonly catering: boolean }) {
  const { messages } = usePage();
  return (
    <ul className="check-list">
      <li>{messages.seminar.certificateValidity}</li>
      {catering && <li>{messages.seminar.catering}</li>}
      <li>{messages.seminar.materials}</li>
    </ul>
  );
}
