/** What a form's post is sent as, read from its Content-Type: JSON (the island's fetch) or a form post (no JavaScript). */

export type PostFormat = 'json' | 'form';

/** The media type of a Content-Type header, lower case, without parameters. */
function mediaType(contentType: string | undefined): string {
  const [type = ''] = (contentType ?? '').split(';');
  return type.trim().toLowerCase();
}

/** JSON or a form post; null for any other body. */
export function formatOf(contentType: string | undefined): PostFormat | null {
  const type = mediaType(contentType);
  return type === 'application/json' ? 'json' : type === 'application/x-www-form-urlencoded' ? 'form' : null;
}
