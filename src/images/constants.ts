/**
 * The image constants: screen widths and presets, pixel densities, format,
 * default quality and the placeholder. Every other image module reads them from here, and
 * tests/unit/images.test.tsx pins each value.
 */

/** Screen widths in px (Tailwind's breakpoints; xxl and 2xl are the same screen). */
export const IMAGE_SCREENS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536, '2xl': 1536 } as const;

/** Named widths in px for images drawn at a fixed size. */
export const IMAGE_PRESETS = { thumb: 150, preview: 400, hero: 850, content: 630 } as const;

export type ImagePreset = keyof typeof IMAGE_PRESETS;

/** Every image is offered for screens of these pixel densities. */
export const IMAGE_DENSITIES = [1, 2] as const;

export const IMAGE_FORMAT = 'webp';

/** The settings' default IMAGE_QUALITY (src/config/settings.ts; tests/unit/settings.test.ts checks they agree). */
export const DEFAULT_IMAGE_QUALITY = 100;

/** The tiny image shown until the real one has loaded, inlined as a data URI. */
export const PLACEHOLDER = { width: 10, height: 10, quality: 50, blur: 3 } as const;

const ascending = (widths: Iterable<number>): readonly number[] => [...new Set(widths)].sort((a, b) => a - b);

/** The screen widths, ascending: what a responsive image's srcset is made of. */
export const IMAGE_SCREEN_WIDTHS = ascending(Object.values(IMAGE_SCREENS));

/**
 * Every configured width, ascending: screens and presets. A width asked of a provider is
 * snapped up to the next of these (snapWidth), so a source has a small, fixed set of
 * variants that every page shares.
 */
export const IMAGE_WIDTHS = ascending([...Object.values(IMAGE_SCREENS), ...Object.values(IMAGE_PRESETS)]);
