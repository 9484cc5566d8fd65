// <Icon>: inline, accessible SVG from a resolved registry; nothing for an unresolved icon.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon, IconRegistryProvider } from '../../src/icons/Icon.tsx';
import type { IconData, IconRegistry } from '../../src/icons/icon-data.ts';
import { ICON_NAMES } from '../../src/icons/icon-names.ts';
import { resolveIcons } from '../../src/icons/resolve-icons.ts';

// How the build uses it: resolve the site's icons once, before rendering (all are in the
// local set; the API URL is a local port fetch refuses, so nothing could reach the internet),
// then render inside <IconRegistryProvider>.
const registry = await resolveIcons(ICON_NAMES, { apiUrl: 'http://127.0.0.1:1' });

function render(node: ReactNode, icons: IconRegistry = registry): string {
  return renderToStaticMarkup(<IconRegistryProvider value={icons}>{node}</IconRegistryProvider>);
}

/** The attributes of the first <svg> start tag. */
function svgAttributes(html: string): Record<string, string> {
  const tag = /<svg((?:\s+[\w:-]+="[^"]*")*)\s*>/.exec(html)?.[1] ?? '';
  return Object.fromEntries([...tag.matchAll(/\s+([\w:-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [name, value]));
}

describe('<Icon>', () => {
  it('draws a decorative inline svg, hidden from assistive technology, a line icon painted by its class', () => {
    const html = render(<Icon name="calendar" />);
    expect(svgAttributes(html)).toEqual({
      class: 'icon-line',
      width: '20',
      height: '20',
      viewBox: '0 0 24 24',
      'aria-hidden': 'true',
    });
    expect(html).toContain('<path d="M8 2v3m8-3v3"/><rect width="18" height="18" x="3" y="3" rx="2"/><path d="M3 9h18"/></svg>');
    expect(html).not.toMatch(/https?:|<img|<use/);
  });

  it('with a label, is an image with that name', () => {
    const attributes = svgAttributes(render(<Icon name="map-pin" size={16} label="Venue" className="icon" />));
    expect(attributes).toMatchObject({ role: 'img', 'aria-label': 'Venue', width: '16', height: '16', class: 'icon-line icon' });
    expect(attributes).not.toHaveProperty('aria-hidden');
  });

  it('draws nothing for an icon that was not resolved', () => {
    const withoutCalendar: IconRegistry = new Map([...registry].filter(([key]) => key !== 'lucide:calendar'));
    expect(render(<Icon name="calendar" />, withoutCalendar)).toBe('');
    expect(render(<Icon name="clock" />, withoutCalendar)).toMatch(/^<svg /);
  });

  it('needs the registry: rendering without a provider is a wiring mistake', () => {
    expect(() => renderToStaticMarkup(<Icon name="calendar" />)).toThrow(/no <IconRegistryProvider>/);
  });
});

describe('<Icon> of a non-square icon', () => {
  const wide: IconData = {
    body: '<rect width="48" height="24"/>',
    viewBox: '0 0 48 24',
    width: 48,
    height: 24,
    attributes: { fill: 'currentColor' },
  };

  it("keeps it in proportion, and its own paint (not a line icon's)", () => {
    const attributes = svgAttributes(render(<Icon name="calendar" size={20} />, new Map([['lucide:calendar', wide]])));
    expect(attributes).toMatchObject({ width: '40', height: '20', viewBox: '0 0 48 24', fill: 'currentColor' });
    expect(attributes).not.toHaveProperty('class');
  });

  it('keeps the paint of an icon drawn with lines of another width', () => {
    const thin: IconData = {
      ...wide,
      attributes: { fill: 'none', stroke: 'currentColor', strokeWidth: '1.5', strokeLinecap: 'round', strokeLinejoin: 'round' },
    };
    const attributes = svgAttributes(render(<Icon name="calendar" />, new Map([['lucide:calendar', thin]])));
    expect(attributes).toMatchObject({ fill: 'none', stroke: 'currentColor', 'stroke-width': '1.5' });
    expect(attributes).not.toHaveProperty('class');
  });
});
