/** The site's note on a CMS item it acted on for staff (staff-routes.ts, staff-money.ts). */
import { type DirectusTarget, directusRequest } from '../../cms/request.ts';
import type { Logger } from '../../log/log.ts';

/** Writes the site's note on an item; a failure is logged. */
export async function noteOn(
  options: { readonly cms: DirectusTarget; readonly log: Logger },
  collection: string,
  key: string,
  note: string,
) {
  const noted = await directusRequest(options.cms, {
    method: 'PATCH',
    path: `/items/${collection}/${encodeURIComponent(key)}`,
    body: { site_note: note },
  });
  if (!noted.ok) options.log.warn('staff change: note not written to the CMS', { collection, id: key, error: noted.error });
}
