/**
 * Islands: a content page loads only the loader; an island's chunk loads when its trigger
 * fires, and the island becomes interactive.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { TOAST_STORE_ENTRY } from '../../src/islands/registry.ts';
import { DIST_DIR } from '../support/built-site.ts';

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
  await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'light');
  await expect(button).toHaveAccessibleName('Farbschema: Hell');

  await button.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'dark');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);

  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('button', { name: 'Farbschema: Dunkel' })).toBeVisible();
});

test('the registration island hydrates when it scrolls into view on a date page', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 400 });
  await page.goto('/en/courses/en-50600-professional/1003');
  const island = page.locator('ac-island[data-island="registration-form"]');
  await island.locator('section').scrollIntoViewIfNeeded();
  await expect(island).toHaveAttribute('data-state', 'hydrated');
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
  await page.locator('ac-island[data-island="registration-form"] section').scrollIntoViewIfNeeded();
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
  // Second failure on the same path within 10 s: no further reload.
  await page.getByRole('button', { name: /Farbschema/ }).hover();
  await expect(page.locator('ac-island[data-island="theme-switcher"]')).toHaveAttribute('data-state', 'failed');
  await page.waitForTimeout(500);
  expect(loads).toBe(2);
  expect(errors.filter((text) => text.startsWith('Error while mounting app'))).toHaveLength(2);
  await expect(page.getByRole('button', { name: /Farbschema/ })).toBeVisible();
});
