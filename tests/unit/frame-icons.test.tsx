// The page frame's icons come with the bundle (the frame-icons plugin) and are drawn inline.
import icons from 'virtual:frame-icons';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FrameIcon } from '../../src/icons/FrameIcon.tsx';
import { FRAME_ICONS } from '../../src/icons/frame-icons.ts';

describe('frame icons', () => {
  it('the bundle carries every frame icon, resolved from the icon set', () => {
    expect(Object.keys(icons).sort()).toEqual([...FRAME_ICONS].sort());
    for (const name of FRAME_ICONS) expect(icons[name]?.body).toMatch(/^<(path|circle|rect|g)\b/);
  });

  it('<FrameIcon> draws a decorative inline svg of the size asked, with a class when given', () => {
    const html = renderToStaticMarkup(<FrameIcon name="search" size={18} className="toast-icon" />);
    expect(html).toMatch(/^<svg class="icon-line toast-icon" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">/);
    expect(html).toContain('<circle cx="11" cy="11" r="8"/>');
  });
});
