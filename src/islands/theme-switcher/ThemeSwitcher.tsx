/**
 * The colour-mode switcher: one button that cycles system -> light -> dark, shown as an
 * icon (monitor, sun, moon) with the mode's name for screen readers and as a tooltip.
 * Before hydration the shown icon already matches the stored choice, because CSS shows
 * the one named by <html data-theme>, which the head script sets. The icons are the
 * page frame's (<FrameIcon>).
 */
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { Tooltip, TooltipProvider } from '../../components/ui/Tooltip.tsx';
import { FRAME_TEXTS } from '../../i18n/frame-texts.ts';
import type { Locale } from '../../i18n/locales.ts';
import { FrameIcon } from '../../icons/FrameIcon.tsx';
import type { FrameIconName } from '../../icons/frame-icons.ts';
import { applyTheme, nextThemeChoice, parseThemeChoice, THEME_CHOICES, THEME_STORAGE_KEY, type ThemeChoice } from './theme.ts';

export interface ThemeSwitcherProps {
  readonly [key: string]: unknown;
  /** The page's language, which names the modes (src/i18n/frame-texts.ts). */
  readonly locale: Locale;
}

const THEME_ICONS = { system: 'monitor', light: 'sun', dark: 'moon' } as const satisfies Record<ThemeChoice, FrameIconName>;

function storeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage can be unavailable (private mode, blocked); the choice then lasts for this page.
  }
}

/**
 * The hover or keyboard focus that woke the island came before the tooltip listened: once it
 * listens, it is told of it as of a later hover or focus, so that it opens as then (after its
 * open delay for the pointer) and counts as opened for its provider's skip delay.
 */
function useTooltipForWakingHover(button: RefObject<HTMLButtonElement | null>): void {
  useEffect(() => {
    const target = button.current;
    if (target?.matches(':hover')) target.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse' }));
    else if (target?.matches(':focus-visible')) target.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  }, [button]);
}

export function ThemeSwitcher({ locale }: ThemeSwitcherProps) {
  const labels = FRAME_TEXTS[locale].theme;
  const button = useRef<HTMLButtonElement>(null);
  useTooltipForWakingHover(button);
  // Known only in the browser (the head script set it); the tooltip is never server-rendered.
  const [current, setCurrent] = useState<ThemeChoice | null>(null);
  useEffect(() => setCurrent(parseThemeChoice(document.documentElement.dataset.theme)), []);
  const cycle = useCallback(() => {
    const root = document.documentElement;
    const choice = nextThemeChoice(parseThemeChoice(root.dataset.theme));
    storeChoice(choice);
    applyTheme(root, choice);
    setCurrent(choice);
  }, []);

  return (
    <TooltipProvider>
      <Tooltip content={current ? `${labels.label}: ${labels[current]}` : labels.label}>
        <Button ref={button} type="button" variant="ghost" className="theme-switcher" onClick={cycle}>
          <span className="sr-only">{`${labels.label}: `}</span>
          {THEME_CHOICES.map((choice) => (
            <span key={choice} data-theme-label={choice}>
              <FrameIcon name={THEME_ICONS[choice]} size={20} />
              <span className="sr-only">{labels[choice]}</span>
            </span>
          ))}
        </Button>
      </Tooltip>
    </TooltipProvider>
  );
}
