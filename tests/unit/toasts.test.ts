import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_ICONS } from '../../src/icons/frame-icons.ts';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, toastIconName } from '../../src/islands/toaster/toast-display.ts';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, type Toast, withClosed, withToast } from '../../src/islands/toaster/toast-list.ts';
import { closeToast, getToasts, subscribeToasts, toast, toastStore } from '../../src/islands/toaster/toast-store.ts';

const make = (id: string): Toast => ({ id, open: true, title: id });

describe('toast constants', () => {
  it('are 5 toasts, 200 ms removal, 5000 ms display, 50 px swipe', () => {
    expect([TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX]).toEqual([5, 200, 5000, 50]);
  });
});

describe('the toast list', () => {
  it('keeps at most 5, the newest', () => {
    let toasts: Toast[] = [];
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f', 'g']) toasts = withToast(toasts, make(id));
    expect(toasts.map((t) => t.id)).toEqual(['c', 'd', 'e', 'f', 'g']);
  });
  it('closing sets open to false and keeps the toast', () => {
    expect(withClosed([make('a'), make('b')], 'a')).toEqual([{ ...make('a'), open: false }, make('b')]);
  });
});

describe('the toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    const store = toastStore();
    store.toasts = [];
    store.queue.length = 0;
    store.draining = false;
  });
  afterEach(() => vi.useRealTimers());

  it('is one store per page, whichever bundle asks', () => {
    expect(toastStore()).toBe((globalThis as Record<symbol, unknown>)[Symbol.for('academy.toasts')]);
  });

  it('queues new toasts and adds them one at a time', () => {
    const seen: number[] = [];
    const stop = subscribeToasts(() => seen.push(getToasts().length));
    toast({ title: 'one' });
    toast({ title: 'two' });
    toast({ title: 'three' });
    expect(getToasts()).toHaveLength(0);
    vi.advanceTimersByTime(0);
    expect(getToasts().map((t) => t.title)).toEqual(['one']);
    vi.runAllTimers();
    expect(getToasts().map((t) => t.title)).toEqual(['one', 'two', 'three']);
    expect(seen).toEqual([1, 2, 3]);
    stop();
  });

  it('gives every toast an id and the open flag', () => {
    const id = toast({ title: 'x', description: 'y', color: 'success', close: false });
    vi.runAllTimers();
    expect(getToasts()).toEqual([{ id, open: true, title: 'x', description: 'y', color: 'success', close: false }]);
  });

  it('closes a toast, then removes it 200 ms later', () => {
    const id = toast({ title: 'bye' });
    vi.runAllTimers();
    closeToast(id);
    expect(getToasts()[0]?.open).toBe(false);
    vi.advanceTimersByTime(199);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });
});

describe('the store as a global (for scripts outside any bundle)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is registered under Symbol.for("academy.toasts") and is the same store the module uses', () => {
    vi.useFakeTimers();
    const global = (globalThis as unknown as Record<symbol, { toast: (input: object) => string; toasts: readonly Toast[] }>)[
      Symbol.for('academy.toasts')
    ];
    expect(global).toBe(toastStore());
    const id = global!.toast({ title: 'from outside' });
    vi.runAllTimers();
    expect(getToasts().find((t) => t.id === id)?.title).toBe('from outside');
    closeToast(id);
    vi.runAllTimers();
    expect(getToasts().find((t) => t.id === id)).toBeUndefined();
  });
});

describe('toast icons', () => {
  it('a named icon wins; otherwise the colour picks one, and neutral has none', () => {
    expect(toastIconName({ icon: 'refresh-cw', color: 'info' })).toBe('refresh-cw');
    expect(['success', 'info', 'warning', 'error'].map((color) => toastIconName({ color }))).toEqual([
      'circle-check',
      'info',
      'alert-triangle',
      'circle-alert',
    ]);
    expect(toastIconName({ color: 'neutral' })).toBeUndefined();
    expect(toastIconName({})).toBeUndefined();
  });

  it('every icon a colour picks is one the toaster receives', () => {
    for (const color of ['success', 'info', 'warning', 'error']) expect(TOAST_ICONS).toContain(toastIconName({ color }));
  });
});
