/**
 * Islands: a content page loads only the loader; an island's chunk loads when its trigger
 * fires, and the island becomes interactive.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { TOAST_STORE_ENTRY } from '../../src/islands/registry.ts';
import { expect, test } from '../support/browser-test.ts';
import { DIST_DIR } from '../support/built-site.ts';
import { expectPalette } from '../support/palette.ts';

function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

test('a content page loads the loader and no other script until an island is touched', async ({ page }) => {
  const scripts = scriptRequests(page);
  await page.goto('/en/courses');
  await page.waitForLoadState('networkidle');
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(/^\/assets\/loader-[\w-]+\.js$/);
  await expect(page.locator('ac-island[data-state]')).toHaveCount(0);
});

test('the theme switcher hydrates on interaction and switches the colour mode', async ({ page }) => {
  const scripts = scriptRequests(page);
  await page.goto('/seminare');
  const island = page.locator('ac-island[data-island="theme-switcher"]');
  const button = island.getByRole('button');
  await expect(button).toHaveAccessibleName('Farbschema: System');

  // One click, straight away: the chunk is not loaded yet, and the click must not be lost.
  await button.click();
  await expect(island).toHaveAttribute('data-state', 'hydrated');
  expect(scripts.length).toBeGreaterThan(1);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(button).toHaveAccessibleName('Farbschema: Hell');

  await button.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectPalette(page, 'dark');

  await page.reload();
  await expectPalette(page, 'dark');
  await expect(page.getByRole('button', { name: 'Farbschema: Dunkel' })).toBeVisible();
});

test('the registration island stays server HTML until the visitor touches the form', async ({ page }) => {
  await page.goto('/en/courses/en-50600-professional/1003');
  const island = page.locator('ac-island[data-island="registration-form"]');
  await island.locator('section').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await expect(island).not.toHaveAttribute('data-state', /.*/);
  await page.locator('#registration-participants-0-firstName').click();
  await expect(island).toHaveAttribute('data-state', 'hydrated');
});

test('the colour-mode button names its mode in a tooltip, on the first hover and on keyboard focus', async ({ page }) => {
  await page.goto('/en');
  await page.waitForLoadState('networkidle');
  const button = page.getByRole('button', { name: /Colour mode/ });
  // The first hover wakes the island, and the tooltip opens for it without the pointer moving again.
  await button.hover();
  await expect(page.locator('ac-island[data-island="theme-switcher"]')).toHaveAttribute('data-state', 'hydrated');
  await expect(page.getByRole('tooltip')).toHaveText('Colour mode: System');
  // Away as a hand moves (several steps: the tooltip closes once the pointer is clear of it), and back.
  await page.mouse.move(5, 5, { steps: 5 });
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  // Back within the skip delay: it opens at once, as after any tooltip of the page (Radix marks that "instant-open").
  await button.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Colour mode: System');
  await expect(page.locator('[data-slot="tooltip"]')).toHaveAttribute('data-state', 'instant-open');
  await button.click();
  await page.mouse.move(5, 5);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  // Away and back with the keyboard: the tooltip names the new mode.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveText('Colour mode: Light');
});

const toastStoreUrl = () => {
  const manifest = JSON.parse(readFileSync(join(DIST_DIR, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  return `/${manifest[TOAST_STORE_ENTRY]!.file}`;
};

test('the toaster stays asleep until the first toast, then shows it bottom-right and closes it', async ({ page }) => {
  await page.goto('/en/courses');
  const island = page.locator('ac-island[data-island="toaster"]');
  await page.waitForLoadState('networkidle');
  await expect(island).not.toHaveAttribute('data-state', /.*/);

  // Any island or script shows a toast through the store module, which the page loads only then.
  await page.evaluate(async (url) => {
    const store = (await import(url)) as { toast: (input: object) => string };
    store.toast({ title: 'Saved', description: 'Your registration was received.', color: 'success' });
  }, toastStoreUrl());
  await expect(island).toHaveAttribute('data-state', 'hydrated');
  // The toast itself (Radix also announces it in a visually hidden status region).
  const toast = page.locator('li.toast', { hasText: 'Your registration was received.' });
  await expect(toast).toBeVisible();
  const box = (await toast.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x + box.width).toBeGreaterThan(viewport.width - 40);
  expect(box.y + box.height).toBeGreaterThan(viewport.height - 40);

  await page.getByRole('button', { name: 'Close' }).click();
  await expect(toast).toHaveCount(0);
});

test('islands hydrate without React warnings or errors', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/en/courses/en-50600-grundlagen/1001');
  await page.getByRole('link', { name: 'Deutsch' }).hover();
  await page.getByRole('button', { name: /Colour mode/ }).hover();
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('academy:toast')));
  await page.locator('#registration-participants-0-firstName').focus();
  await expect(page.locator('ac-island[data-state="hydrated"]')).toHaveCount(4);
  expect(problems).toEqual([]);
});

test('an island chunk that fails to load reloads the page once, then leaves the server HTML in place', async ({ page }) => {
  let loads = 0;
  page.on('load', () => loads++);
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.route(/\/assets\/theme-switcher-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto('/seminare');
  await page.getByRole('button', { name: /Farbschema/ }).hover();
  await page.waitForEvent('load');
  // Second failure on the same path within 10 s: no further reload. The loader would reload
  // in the same step that marks the island failed, so a mark set on this document before
  // must still be there after it.
  await page.evaluate(() => Object.assign(window, { beforeSecondFailure: true }));
  await page.getByRole('button', { name: /Farbschema/ }).hover();
  await expect(page.locator('ac-island[data-island="theme-switcher"]')).toHaveAttribute('data-state', 'failed');
  // The loader logs the failed import (the 404s are logged as errors of their own).
  const failedImports = () => errors.filter((text) => text.includes('Failed to fetch dynamically imported module'));
  await expect.poll(() => failedImports().length).toBe(2);
  expect(await page.evaluate(() => 'beforeSecondFailure' in window)).toBe(true);
  expect(loads).toBe(2);
  expect(failedImports()).toHaveLength(2);
  await expect(page.getByRole('button', { name: /Farbschema/ })).toBeVisible();
});

test('a toast with an avatar whose image fails shows the initials of its alt text', async ({ page }) => {
  await page.route('**/avatars/missing.png', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/en/courses');
  await page.evaluate(async (url) => {
    const store = (await import(url)) as { toast: (input: object) => string };
    store.toast({ title: 'New message', avatar: { src: '/avatars/missing.png', alt: 'Grace Hopper' } });
  }, toastStoreUrl());
  const avatar = page.locator('li.toast [data-slot="avatar"]');
  await expect(avatar.locator('[data-slot="avatar-fallback"]')).toHaveText('GH');
  await expect(avatar.getByRole('img', { name: 'Grace Hopper' })).toBeVisible();
  await expect(avatar).toHaveAttribute('data-size', 'md');
});

test('the toast region is the full width minus 2rem on a phone, and 24rem from the small breakpoint up', async ({ page }) => {
  for (const [width, expected] of [
    [360, 360 - 32],
    [1280, 24 * 16],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/en/courses');
    await page.evaluate(async (url) => {
      const store = (await import(url)) as { toast: (input: object) => string };
      store.toast({ title: 'Width check' });
    }, toastStoreUrl());
    const region = page.locator('[data-slot="toaster"]');
    await expect(page.locator('li.toast')).toBeVisible();
    const box = (await region.boundingBox())!;
    expect(Math.round(box.width)).toBe(expected);
    expect(Math.round(box.x + box.width)).toBe(width - 16);
  }
});
