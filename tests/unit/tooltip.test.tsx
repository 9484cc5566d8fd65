// @vitest-environment jsdom

import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, Tooltip, TooltipProvider } from '../../src/components/ui/Tooltip.tsx';

/** Radix measures the open tooltip with ResizeObserver, which jsdom lacks. */
class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderTwoTooltips() {
  render(
    <TooltipProvider>
      <Tooltip content="Switch to English">
        <button type="button">EN</button>
      </Tooltip>
      <Tooltip content="Colour mode">
        <button type="button">Theme</button>
      </Tooltip>
    </TooltipProvider>,
  );
}

const hover = (name: string) => fireEvent.pointerMove(screen.getByRole('button', { name }), { pointerType: 'mouse' });
/** Leaves the trigger and moves far away: jsdom has no layout, so Radix's grace area (the way to the bubble) is at 0,0. */
function leave(name: string): void {
  fireEvent.pointerLeave(screen.getByRole('button', { name }), { pointerType: 'mouse', clientX: 0, clientY: 0 });
  fireEvent.pointerMove(document.body, { pointerType: 'mouse', clientX: 500, clientY: 500 });
}
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('tooltip delays', () => {
  // Radix's own defaults are also 700 and 300 ms, so behaviour alone cannot prove the provider
  // passes them: the element it renders shows what Radix's Provider is given.
  it('are 700 ms to open and 300 ms to skip the delay, given to Radix by TooltipProvider', () => {
    const element = TooltipProvider({ children: <p>content</p> });
    expect(element.type).toBe(TooltipPrimitive.Provider);
    expect(element.props).toMatchObject({ delayDuration: 700, skipDelayDuration: 300 });
  });

  it('opens after the provider’s open delay, not before', () => {
    renderTwoTooltips();
    hover('EN');
    wait(TOOLTIP_OPEN_DELAY_MS - 1);
    expect(screen.queryByRole('tooltip')).toBeNull();
    wait(1);
    expect(screen.getByRole('tooltip').textContent).toBe('Switch to English');
  });

  it('opens the next tooltip at once within the skip delay, and with the delay again after it', () => {
    renderTwoTooltips();
    hover('EN');
    wait(TOOLTIP_OPEN_DELAY_MS);
    leave('EN');
    expect(screen.queryByRole('tooltip')).toBeNull();
    wait(TOOLTIP_SKIP_DELAY_MS - 1);
    hover('Theme');
    expect(screen.getByRole('tooltip').textContent).toBe('Colour mode');

    leave('Theme');
    wait(TOOLTIP_SKIP_DELAY_MS);
    hover('EN');
    expect(screen.queryByRole('tooltip')).toBeNull();
    wait(TOOLTIP_OPEN_DELAY_MS);
    expect(screen.getByRole('tooltip').textContent).toBe('Switch to English');
  });
});

describe('Tooltip', () => {
  it('opens at once on keyboard focus and describes its trigger', () => {
    renderTwoTooltips();
    const trigger = screen.getByRole('button', { name: 'EN' });
    act(() => trigger.focus());
    const tooltip = screen.getByRole('tooltip');
    expect(trigger.getAttribute('aria-describedby')).toBe(tooltip.id);
  });

  it('renders its content in a portal on <body>, with an arrow', () => {
    render(
      <TooltipProvider>
        <main>
          <Tooltip content="Help" defaultOpen>
            <button type="button">?</button>
          </Tooltip>
        </main>
      </TooltipProvider>,
    );
    const bubble = document.querySelector('[data-slot="tooltip"]');
    expect(bubble).not.toBeNull();
    expect(document.querySelector('main')?.contains(bubble)).toBe(false);
    expect(bubble?.querySelector('svg')).not.toBeNull();
    expect(bubble?.className).toContain('bg-(--fg)');
  });

  it('closes on Escape', () => {
    renderTwoTooltips();
    act(() => screen.getByRole('button', { name: 'EN' }).focus());
    expect(screen.queryByRole('tooltip')).not.toBeNull();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
