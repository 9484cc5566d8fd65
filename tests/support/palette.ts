/**
 * The palette a page shows, read where a visitor sees it: the page's background (the dark
 * palette's #0e151c, the light one's white; src/styles/base.css).
 */
import { expect, type Page } from '@playwright/test';

export const PALETTE_BACKGROUNDS = { light: 'rgb(255, 255, 255)', dark: 'rgb(14, 21, 28)' } as const;

export async function expectPalette(page: Page, palette: keyof typeof PALETTE_BACKGROUNDS): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor), { message: `the ${palette} palette` })
    .toBe(PALETTE_BACKGROUNDS[palette]);
}
