/** A stored colour mode is applied before the first paint: no flash of the other theme. */

import { expect, test } from '../support/browser-test.ts';
import { PALETTE_BACKGROUNDS } from '../support/palette.ts';

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
          theme: root.dataset.theme ?? null,
          background: getComputedStyle(root).backgroundColor,
        };
      });
    }, stored);
    await page.goto('/en/courses');
    const firstFrame = await page.waitForFunction(
      () => (window as unknown as { firstFrame?: { theme: string | null; background: string } }).firstFrame,
    );
    const { theme, background } = (await firstFrame.jsonValue()) as { theme: string | null; background: string };
    expect(theme).toBe(stored);
    expect(background).toBe(PALETTE_BACKGROUNDS[expectDark ? 'dark' : 'light']);
  });
}
