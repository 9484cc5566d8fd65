/**
 * A page's payload ({page}/_payload.json): which build rendered it, and the data
 * it was drawn from (its screen's `load`, src/pages). The next rebuild loads every page
 * again and renders only those whose data differs from what their payload holds; an open
 * page whose build records cannot tell whether it is out of date compares the build id
 * (src/browser/update-notice.ts).
 *
 * The data travels as JSON text: the text `load`'s result serialises to is what is
 * compared, so no payload has to be parsed deeply to decide whether its page changed.
 */

export interface PagePayload {
  readonly path: string;
  /** The build that rendered the page (its <meta name="build-id">). */
  readonly build: string;
  /** The page's data as JSON. */
  readonly dataJson: string;
}

export function payloadJson(payload: PagePayload): string {
  return `{"path":${JSON.stringify(payload.path)},"build":${JSON.stringify(payload.build)},"data":${payload.dataJson}}`;
}

export function parsePayload(text: string): PagePayload | null {
  try {
    const value = JSON.parse(text) as { path?: unknown; build?: unknown; data?: unknown };
    return typeof value.path === 'string' && typeof value.build === 'string' && value.data !== null && typeof value.data === 'object'
      ? { path: value.path, build: value.build, dataJson: JSON.stringify(value.data) }
      : null;
  } catch {
    return null;
  }
}
