/** What every booking includes: the certificate's validity, catering (for those on site, at a hybrid date), PDF materials. */
import { usePage } from './page-context.tsx';

export function Inclusions({ catering }: { readonly catering: 'all' | 'onSite' | 'none' }) {
  const { messages } = usePage();
  return (
    <ul className="check-list">
      <li>{messages.seminar.certificateValidity}</li>
      {catering === 'all' && <li>{messages.seminar.catering}</li>}
      {catering === 'onSite' && <li>{messages.seminar.cateringOnSite}</li>}
      <li>{messages.seminar.materials}</li>
    </ul>
  );
}
