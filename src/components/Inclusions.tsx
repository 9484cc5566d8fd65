/**
 * What every booking includes: the certificate's validity (unless the page says it in a section
 * of its own, as a seminar's does), catering (for those on site, at a hybrid date), PDF materials.
 */
import { usePage } from './page-context.tsx';

export function Inclusions({
  catering,
  certificate = true,
}: {
  readonly catering: 'all' | 'onSite' | 'none';
  readonly certificate?: boolean;
}) {
  const { messages } = usePage();
  return (
    <ul className="check-list">
      {certificate && <li>{messages.seminar.certificateValidity}</li>}
      {catering === 'all' && <li>{messages.seminar.catering}</li>}
      {catering === 'onSite' && <li>{messages.seminar.cateringOnSite}</li>}
      <li>{messages.seminar.materials}</li>
    </ul>
  );
}
