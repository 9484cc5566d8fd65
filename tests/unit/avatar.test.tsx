// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AVATAR_SIZES, Avatar, type AvatarSize } from '../../src/components/ui/Avatar.tsx';
import { initialsOf } from '../../src/components/ui/avatar-initials.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * jsdom never loads images; this stands in for window.Image so a test decides the outcome.
 * The returned promise settles once the image has fired its load or error event.
 */
function stubImage(outcome: 'load' | 'error'): Promise<void> {
  const { promise, resolve } = Promise.withResolvers<void>();
  class FakeImage extends EventTarget {
    complete = false;
    naturalWidth = 0;
    crossOrigin: string | null = null;
    referrerPolicy = '';
    set src(_url: string) {
      setTimeout(() => {
        this.complete = true;
        if (outcome === 'load') this.naturalWidth = 64;
        this.dispatchEvent(new Event(outcome));
        resolve();
      });
    }
  }
  vi.stubGlobal('Image', FakeImage);
  return promise;
}

describe('initialsOf', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['ada lovelace', 'AL'],
    ['Ada King Lovelace', 'AK'],
    ['  Ada \t\n  Lovelace  ', 'AL'],
    ['Ada', 'A'],
    ['', ''],
    ['   ', ''],
    ['Émile Zola', 'ÉZ'],
    ['E\u0301mile Zola', 'ÉZ'],
    ['émile zola', 'ÉZ'],
    ['Øystein Ørsted', 'ØØ'],
    ['𝐀da 𝐁yron', '𝐀𝐁'],
    ['Anna & Bert', 'AB'],
    ['"Anna" (Berg)', 'AB'],
    ['李 小龍', '李小'],
  ])('%j -> %j', (text, initials) => {
    expect(initialsOf(text)).toBe(initials);
  });
});

describe('AVATAR_SIZES', () => {
  const EXPECTED: Record<AvatarSize, number> = { '3xs': 16, '2xs': 20, xs: 24, sm: 28, md: 32, lg: 36, xl: 40, '2xl': 44, '3xl': 48 };

  it('are exactly the specified pixel sizes', () => {
    expect(AVATAR_SIZES).toEqual(EXPECTED);
  });

  it.each(Object.entries(EXPECTED))('%s renders %i px wide and high', (size, px) => {
    render(<Avatar alt="Ada Lovelace" size={size as AvatarSize} />);
    const root = document.querySelector<HTMLElement>('[data-slot="avatar"]');
    expect(root?.dataset.size).toBe(size);
    expect(root?.style.width).toBe(`${px}px`);
    expect(root?.style.height).toBe(`${px}px`);
  });

  it('defaults to md (32 px)', () => {
    render(<Avatar alt="Ada Lovelace" />);
    expect(document.querySelector<HTMLElement>('[data-slot="avatar"]')?.style.width).toBe('32px');
  });
});

describe('Avatar fallback', () => {
  it('shows initials of the alt text when the image fails, named by the alt text', async () => {
    const failed = stubImage('error');
    render(<Avatar src="/missing.png" alt="Ada Lovelace" />);
    await act(() => failed);
    const fallback = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(fallback.dataset.slot).toBe('avatar-fallback');
    expect(fallback.dataset.fallback).toBe('initials');
    expect(fallback.textContent).toBe('AL');
    expect(document.querySelector('[data-slot="avatar-image"]')).toBeNull();
  });

  it('takes the initials from `text` over `alt`', () => {
    render(<Avatar alt="Portrait photo" text="Grace Hopper" />);
    const fallback = screen.getByRole('img', { name: 'Portrait photo' });
    expect(fallback.textContent).toBe('GH');
  });

  it('shows the icon when there are no initials, still named by alt', () => {
    render(<Avatar alt="Anonymous" text="" />);
    const fallback = screen.getByRole('img', { name: 'Anonymous' });
    expect(fallback.dataset.fallback).toBe('icon');
    expect(fallback.textContent).toBe('');
    expect(fallback.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows the icon when asked to, whatever the text', () => {
    render(<Avatar alt="Ada Lovelace" fallback="icon" />);
    const fallback = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(fallback.dataset.fallback).toBe('icon');
    expect(fallback.querySelector('[data-slot="avatar-icon"]')).not.toBeNull();
  });

  it('hides a decorative avatar (alt="") from assistive technology', () => {
    render(<Avatar alt="" text="Ada Lovelace" />);
    const fallback = document.querySelector('[data-slot="avatar-fallback"]');
    expect(fallback?.getAttribute('aria-hidden')).toBe('true');
    expect(fallback?.getAttribute('role')).toBeNull();
    expect(fallback?.textContent).toBe('AL');
  });

  it('shows the fallback without a src, and in plain jsdom where images never load', () => {
    render(
      <>
        <Avatar alt="No Source" />
        <Avatar src="/never-loads.png" alt="Never Loads" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'No Source' }).textContent).toBe('NS');
    expect(screen.getByRole('img', { name: 'Never Loads' }).textContent).toBe('NL');
  });

  it('replaces the fallback with the image once it loads', async () => {
    const loaded = stubImage('load');
    render(<Avatar src="/ada.png" alt="Ada Lovelace" />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' }).dataset.slot).toBe('avatar-fallback');
    await act(() => loaded);
    await waitFor(() => expect(document.querySelector('[data-slot="avatar-fallback"]')).toBeNull());
    const image = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(image.tagName).toBe('IMG');
    expect(image.getAttribute('src')).toBe('/ada.png');
  });

  it('renders only the fallback on the server (Radix loads the image in the browser)', () => {
    const html = renderToString(<Avatar src="/ada.png" alt="Ada Lovelace" />);
    expect(html).toContain('data-slot="avatar-fallback"');
    expect(html).not.toContain('<img');
  });
});
