/**
 * What a site is generated from (the content, the client assets, the site URL, the day,
 * the prepared images), what drawing its pages needs of that, and the previous site an
 * incremental build starts from.
 */
import { DEFAULT_STATED, type StatedSettings } from '../config/stated-settings.ts';
import type { Content } from '../content/types.ts';
import type { IconRegistry } from '../icons/icon-data.ts';
import type { PreparedImages } from '../images/prepare-images.ts';
import type { ViteManifest } from './assets.ts';
import type { RenderSetup } from './page-renderer.ts';
import type { PdfShelf } from './pdf-shelf.ts';

export interface SiteInputs {
  readonly content: Content;
  readonly manifest: ViteManifest;
  readonly icons: IconRegistry;
  readonly siteUrl: string;
  readonly today: string;
  readonly analyticsEndpoint: string | null;
  /** What the pages state of the settings (src/config/stated-settings.ts); default the settings' defaults. */
  readonly stated?: StatedSettings;
  /** The images the pages draw, prepared for this content (src/images/prepare-images.ts); without them pages draw no images. */
  readonly images?: PreparedImages;
  /** The academy's DID document (src/server/credentials/did-document.ts), written to /.well-known/did.json for static hosts; none while it has no key. */
  readonly didDocument?: object | null;
  /** Where the download documents' PDFs are kept between builds (pdf-shelf.ts); without one they are drawn each time. */
  readonly pdfShelf?: PdfShelf;
}

/** What the pages of these inputs state of the settings. */
export const statedOf = (inputs: SiteInputs): StatedSettings => inputs.stated ?? DEFAULT_STATED;

/** What drawing the pages of these inputs needs (for the renderer). */
export function renderSetupOf(inputs: SiteInputs): RenderSetup {
  return {
    manifest: inputs.manifest,
    analyticsEndpoint: inputs.analyticsEndpoint,
    siteUrl: inputs.siteUrl,
    academy: statedOf(inputs).academy,
    icons: inputs.icons,
    images: inputs.images?.registry ?? null,
  };
}

/** The site as it is on disk, for an incremental build. */
export interface PreviousSite {
  /** The build it is (its builds/latest.json), or null when it has no build records. */
  readonly buildId: string | null;
  /** The data (as JSON) of every page it has, by path: from the pages' payloads. */
  readonly pageData: ReadonlyMap<string, string>;
  /** A file's bytes (path relative to the site root), or null when it has none. */
  readonly read: (file: string) => Uint8Array | null;
  /** The content it was built from: which calendar files and PDFs it has. */
  readonly content: Content;
}
