/**
 * The site generator as the server uses it for rebuilds: the built site's client assets
 * (client-assets.ts) are read once (a content rebuild does not change them), then each call
 * prepares the content's images (new or changed ones are made, the rest come from the
 * image cache; unchanged files of the site are not even read again) and makes the site for
 * the content, incrementally on top of the previous one (generate-site.ts), drawing a few
 * pages in this thread and many on a pool of workers. The image settings are the
 * build's. The search index is made again from the release's pages when pages changed.
 */
import type { StatedSettings } from '../config/stated-settings.ts';
import type { Content } from '../content/types.ts';
import type { ImageConfig } from '../images/config.ts';
import { imageStatsLine } from '../images/image-stats.ts';
import { createImagePreparer } from '../images/prepare-images.ts';
import { imageUsages } from '../images/site-images.ts';
import { readClientAssets } from './client-assets.ts';
import { type GeneratedSite, generateSite } from './generate-site.ts';
import { adaptiveRenderer } from './page-renderer.ts';
import { type SearchIndex, writeSearchIndex } from './search-index.ts';
import type { SiteOutput } from './site-file.ts';
import { type PreviousSite, renderSetupOf } from './site-inputs.ts';

export interface SiteBuilderOptions {
  /** A built site, whose manifest names the scripts and the stylesheet the pages link. */
  readonly siteDir: string;
  readonly siteUrl: string;
  readonly analyticsEndpoint: string | null;
  /** What the pages state of the settings (src/config/stated-settings.ts); default the settings' defaults. */
  readonly stated?: StatedSettings;
  /** The image settings (src/images/config.ts), as at build. */
  readonly images: ImageConfig;
  /** Where icons the local set lacks are asked for (ICON_API_URL), as at build. */
  readonly iconApiUrl: string;
  /** The SSR bundle's render-worker.js, for rebuilds that draw many pages; null draws every page in this thread. */
  readonly workerFile?: string | null;
  /** The academy's DID document as it stands at a rebuild (its keys may have rotated), for /.well-known/did.json; none without a key. */
  readonly didDocument?: () => Promise<object | null>;
}

export interface SiteBuilder {
  generate(content: Content, today: string, previous: PreviousSite | null, output: SiteOutput): Promise<GeneratedSite>;
  /** Makes the site search's index of the pages in a site folder, made for `content` on `today`, anew (search-index.ts). */
  searchIndex(siteDir: string, content: Content, today: string, signal?: AbortSignal): Promise<SearchIndex>;
}

export async function createSiteBuilder(options: SiteBuilderOptions): Promise<SiteBuilder> {
  const { manifest, icons } = await readClientAssets(options.siteDir, { apiUrl: options.iconApiUrl });
  const prepareImages = createImagePreparer(options.images);
  return {
    searchIndex: writeSearchIndex,
    async generate(content, today, previous, output) {
      const images = await prepareImages(imageUsages(content));
      if (images.stats.generated > 0 || images.stats.metadataRead > 0)
        console.log(JSON.stringify({ level: 'info', msg: imageStatsLine(images.stats) }));
      const inputs = {
        content,
        manifest,
        icons,
        images,
        siteUrl: options.siteUrl,
        today,
        analyticsEndpoint: options.analyticsEndpoint,
        stated: options.stated,
        didDocument: (await options.didDocument?.()) ?? null,
      };
      const renderer = adaptiveRenderer(renderSetupOf(inputs), options.workerFile ?? null);
      try {
        return await generateSite(inputs, previous, output, renderer);
      } finally {
        await renderer.close();
      }
    },
  };
}
