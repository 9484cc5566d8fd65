/** What a unit test needs to draw pages of a content with renderPath: assets by made-up names, every icon, the day. */
import type { Content } from '../../src/content/types.ts';
import type { RenderPathOptions } from '../../src/document/render.tsx';
import { ICON_NAMES } from '../../src/icons/icon-names.ts';
import { resolveIcons } from '../../src/icons/resolve-icons.ts';

export async function testRenderOptions(content: Content, today: string): Promise<RenderPathOptions> {
  return {
    content,
    assets: {
      loader: '/l.js',
      stylesheet: '/assets/main.css',
    },
    siteUrl: 'https://academy.test',
    today,
    icons: await resolveIcons(ICON_NAMES),
  };
}
