// The page frame's icons as CSS masks: what the client build appends to the stylesheet.
import { describe, expect, it } from 'vitest';
import type { IconData } from '../../src/icons/icon-data.ts';
import { iconDataUrl, iconStyles, STYLESHEET_ICONS } from '../../src/icons/icon-styles.ts';
import { resolveIcons } from '../../src/icons/resolve-icons.ts';

// All are in the local Lucide set; the API URL is a port fetch refuses, so nothing reaches the internet.
const registry = await resolveIcons(STYLESHEET_ICONS, { apiUrl: 'http://127.0.0.1:1' });

/** The SVG document a data: URL of iconDataUrl holds, as the browser decodes it. */
function decoded(url: string): string {
  const match = /^url\("data:image\/svg\+xml,([^"]*)"\)$/.exec(url);
  if (!match) throw new Error(`not a quoted data: URL: ${url}`);
  return decodeURIComponent(match[1] as string);
}

describe('iconDataUrl', () => {
  it('writes the icon as a standalone SVG, its paint attributes in SVG spelling', () => {
    const sun = registry.get('lucide:sun');
    if (!sun) throw new Error('sun not resolved');
    const svg = decoded(iconDataUrl(sun));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 24 24"/);
    expect(svg).toContain(' stroke-width="2"');
    expect(svg).toContain(' stroke-linecap="round"');
    expect(svg).not.toMatch(/strokeWidth|strokeLinecap/);
    expect(svg.endsWith(`${sun.body}</svg>`)).toBe(true);
  });

  it('keeps the CSS string closed: quotes, backslashes, newlines and URL signs are encoded', () => {
    const awkward: IconData = {
      body: `<path d="M0 0" data-x='"\\'\n#%'/>`,
      viewBox: '0 0 24 24',
      width: 24,
      height: 24,
      attributes: {},
    };
    const url = iconDataUrl(awkward);
    const inside = url.slice('url("'.length, -'")'.length);
    expect(inside).not.toMatch(/["\\\n#]|%(?![0-9A-F]{2})/);
    expect(decoded(url)).toContain(awkward.body);
  });
});

describe('iconStyles', () => {
  it('gives every stylesheet icon a class with its mask, inside the components layer', () => {
    const css = iconStyles(registry);
    expect(css.startsWith('@layer components {')).toBe(true);
    for (const name of STYLESHEET_ICONS) expect(css).toMatch(new RegExp(`\\.icon-${name} \\{ --icon: url\\("data:image/svg\\+xml,`));
    expect(css).toMatch(/\.icon \{[^}]*background-color: currentColor; mask: var\(--icon\) /);
  });

  it('leaves out an icon that could not be resolved, whose element then paints nothing', () => {
    const css = iconStyles(new Map([...registry].filter(([key]) => key !== 'lucide:moon')));
    expect(css).not.toContain('.icon-moon');
    expect(css).toContain('.icon-sun');
    expect(css).toMatch(/\.icon \{ --icon: linear-gradient\(transparent, transparent\);/);
  });
});
