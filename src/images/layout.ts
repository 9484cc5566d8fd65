/**
 * How wide an image is drawn, and what follows from it: the widths it is offered in
 * (its srcset) and the `sizes` attribute that tells the browser which one to take.
 *
 * A layout is either a preset (a fixed width in CSS px: its width at densities 1 and 2)
 * or mobile-first sizes like Tailwind's: `base` below the sm screen, then each named
 * screen from its width up, each a CSS width of the viewport (`100vw`, `calc(50vw - 24px)`)
 * or fixed (`363px`). A responsive image is offered in the screen widths its slots need at
 * densities 1 and 2, from the narrowest viewport a slot covers to the widest. Pure.
 */
import { IMAGE_DENSITIES, IMAGE_PRESETS, IMAGE_SCREEN_WIDTHS, IMAGE_SCREENS, IMAGE_WIDTHS, type ImagePreset } from './constants.ts';

/** The smallest of `widths` (default: every configured width) at least `width` wide; the largest for anything wider. */
export function snapWidth(width: number, widths: readonly number[] = IMAGE_WIDTHS): number {
  return widths.find((candidate) => candidate >= width) ?? (widths.at(-1) as number);
}

export type CssWidth = `${number}px` | `${number}vw` | `calc(${number}vw - ${number}px)`;

/** Screens a slot may start at, narrowest first (2xl is xxl's other name: it has no slot of its own). */
export const LAYOUT_SCREENS = ['sm', 'md', 'lg', 'xl', 'xxl'] as const;
export type LayoutScreen = (typeof LAYOUT_SCREENS)[number];

export type ResponsiveSizes = { readonly base: CssWidth } & { readonly [Screen in LayoutScreen]?: CssWidth };

export type ImageLayout = { readonly preset: ImagePreset } | { readonly sizes: ResponsiveSizes };

/** A CSS width as a function of the viewport width: vw% of it plus px. */
interface Linear {
  readonly vw: number;
  readonly px: number;
}

const NUMBER = '(\\d+(?:\\.\\d+)?)';
const PX = new RegExp(`^${NUMBER}px$`);
const VW = new RegExp(`^${NUMBER}vw$`);
const CALC = new RegExp(`^calc\\(${NUMBER}vw - ${NUMBER}px\\)$`);

export function parseCssWidth(value: string): Linear {
  const px = PX.exec(value);
  if (px) return { vw: 0, px: Number(px[1]) };
  const vw = VW.exec(value);
  if (vw) return { vw: Number(vw[1]), px: 0 };
  const calc = CALC.exec(value);
  if (calc) return { vw: Number(calc[1]), px: -Number(calc[2]) };
  throw new Error(`image layout: ${JSON.stringify(value)} is no width of the form 363px, 50vw or calc(50vw - 24px)`);
}

const at = (width: Linear, viewport: number) => Math.max(0, (width.vw * viewport) / 100 + width.px);

/** The slots of a layout, narrowest screen first: the CSS width and the viewport widths it covers. */
function slotsOf(layout: ImageLayout): Array<{
  readonly from: number;
  readonly to: number;
  readonly width: Linear;
  readonly css: string;
  readonly screen: LayoutScreen | 'base';
}> {
  if ('preset' in layout) {
    const px = IMAGE_PRESETS[layout.preset];
    return [{ from: IMAGE_SCREENS.xs, to: IMAGE_SCREENS.xxl, width: { vw: 0, px }, css: `${px}px`, screen: 'base' }];
  }
  const present = (['base', ...LAYOUT_SCREENS] as const).filter((screen) => layout.sizes[screen] !== undefined);
  return present.map((screen, index) => {
    const next = present[index + 1];
    const css = layout.sizes[screen] as CssWidth;
    return {
      from: screen === 'base' ? IMAGE_SCREENS.xs : IMAGE_SCREENS[screen],
      to: next && next !== 'base' ? IMAGE_SCREENS[next] : IMAGE_SCREENS.xxl,
      width: parseCssWidth(css),
      css,
      screen,
    };
  });
}

/** The widths a layout offers its image in, ascending. */
export function layoutWidths(layout: ImageLayout): number[] {
  if ('preset' in layout) return [...new Set(IMAGE_DENSITIES.map((density) => snapWidth(density * IMAGE_PRESETS[layout.preset])))];
  const widths = new Set<number>();
  for (const slot of slotsOf(layout)) {
    for (const density of IMAGE_DENSITIES) {
      const narrowest = snapWidth(density * at(slot.width, slot.from), IMAGE_SCREEN_WIDTHS);
      const widest = snapWidth(density * at(slot.width, slot.to), IMAGE_SCREEN_WIDTHS);
      for (const width of IMAGE_SCREEN_WIDTHS) if (width >= narrowest && width <= widest) widths.add(width);
    }
  }
  return [...widths].sort((a, b) => a - b);
}

/** The `sizes` attribute: the widest screen's condition first, the base width last. */
export function sizesAttribute(layout: ImageLayout): string {
  return slotsOf(layout)
    .reverse()
    .map((slot) => (slot.screen === 'base' ? slot.css : `(min-width: ${IMAGE_SCREENS[slot.screen]}px) ${slot.css}`))
    .join(', ');
}

/** The widest the image is drawn at density 1: its plain `src` is the first width at least that wide. */
export function fallbackWidth(layout: ImageLayout): number {
  return Math.max(...slotsOf(layout).map((slot) => at(slot.width, slot.to)));
}

/**
 * The widths an image of `sourceWidth` px is offered in: a vector image in every width
 * of the layout; a raster image in none wider than itself, and in its own width instead
 * of those. A source of unknown size (0) is treated as a vector.
 */
export function sourceWidths(widths: readonly number[], source: { readonly width: number; readonly scalable: boolean }): number[] {
  if (source.scalable || source.width <= 0) return [...widths];
  const fitting = widths.filter((width) => width <= source.width);
  return fitting.length < widths.length ? [...fitting, source.width] : fitting;
}
