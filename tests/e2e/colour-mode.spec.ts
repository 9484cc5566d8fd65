/** A stored colour mode is applied before the first paint: no flash of the other theme. */
import { expect, test } from '@playwright/test';

for (const [stored, scheme, expectDark] of [
  ['dark', 'light', true],
  ['light', 'dark', false],
  [null, 'dark', true],
] as const) {
  test(`stored ${stored ?? 'system'} with a ${scheme} system: the first frame is already ${expectDark ? 'dark' : 'light'}`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.addInitScript((value) => {
      if (value) localStorage.setItem('theme', value);
      else localStorage.removeItem('theme');
      // Record the theme at the very first animation frame, before anything could correct it.
      requestAnimationFrame(() => {
        const root = document.documentElement;
        (window as unknown as { firstFrame: object }).firstFrame = {
          dark: root.classList.contains('dark'),
          background: getComputedStyle(root).backgroundColor,
        };
      });
    }, stored);
    await page.goto('/en/courses');
    const firstFrame = await page.waitForFunction(
      () => (window as unknown as { firstFrame?: { dark: boolean; background: string } }).firstFrame,
    );
    const { dark, background } = (await firstFrame.jsonValue()) as { dark: boolean; background: string };
    expect(dark).toBe(expectDark);
    // The dark palette's background is #0e151c; the light one white.
    expect(background).toBe(expectDark ? 'rgb(14, 21, 28)' : 'rgb(255, 255, 255)');
  });
}
