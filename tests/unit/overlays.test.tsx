// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OverlayDescription, OverlayHost, OverlayTitle } from '../../src/components/ui/Overlays.tsx';
import { createOverlay, getOverlays, type Overlay, type OverlayComponentProps } from '../../src/components/ui/overlay-store.ts';

type ConfirmProps = { readonly question: string };

function Confirm({ question, close }: OverlayComponentProps<ConfirmProps, boolean>) {
  return (
    <>
      <OverlayTitle>{question}</OverlayTitle>
      <OverlayDescription>This cannot be undone.</OverlayDescription>
      <button type="button" onClick={() => close(true)}>
        Yes
      </button>
      <button type="button" onClick={() => close(false)}>
        No
      </button>
    </>
  );
}

const created: Overlay<never, unknown>[] = [];
function confirmOverlay(): Overlay<ConfirmProps, boolean> {
  const overlay = createOverlay(Confirm);
  created.push(overlay);
  return overlay;
}

afterEach(() => {
  act(() => {
    for (const overlay of created.splice(0)) overlay.unmount();
  });
  cleanup();
});

/** Opens inside act() so React renders the dialog before the test looks. */
function open<P extends object, R>(overlay: Overlay<P, R>, props: P): Promise<R | undefined> {
  let result!: Promise<R | undefined>;
  act(() => {
    result = overlay.open(props);
  });
  return result;
}

describe('overlays', () => {
  it('open() shows the component in a labelled modal dialog and close(result) resolves its promise', async () => {
    const confirm = confirmOverlay();
    render(<OverlayHost />);
    expect(screen.queryByRole('dialog')).toBeNull();

    const answer = open(confirm, { question: 'Delete the date?' });
    const dialog = screen.getByRole('dialog', { name: 'Delete the date?' });
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('This cannot be undone.').id);
    expect(document.querySelector('[data-slot="overlay-backdrop"]')).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('overlay.close(result) from outside resolves the promise', async () => {
    const confirm = confirmOverlay();
    render(<OverlayHost />);
    const answer = open(confirm, { question: 'Delete?' });
    act(() => confirm.close(false));
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Escape closes the overlay and resolves undefined', async () => {
    const confirm = confirmOverlay();
    render(<OverlayHost />);
    const answer = open(confirm, { question: 'Delete?' });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await expect(answer).resolves.toBeUndefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the close button is labelled (closeLabel, default "Close") and resolves undefined', async () => {
    const confirm = confirmOverlay();
    const { rerender } = render(<OverlayHost />);
    let answer = open(confirm, { question: 'Delete?' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect(answer).resolves.toBeUndefined();

    rerender(<OverlayHost closeLabel="Schließen" />);
    answer = open(confirm, { question: 'Löschen?' });
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    await expect(answer).resolves.toBeUndefined();
  });

  it('moves focus into the dialog, keeps it there, and gives it back on close', async () => {
    const confirm = confirmOverlay();
    render(
      <>
        <button type="button">Opener</button>
        <OverlayHost />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Opener' });
    opener.focus();
    const answer = open(confirm, { question: 'Delete?' });
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Yes' })));

    act(() => opener.focus());
    expect(dialog.contains(document.activeElement)).toBe(true);

    fireEvent.keyDown(dialog, { key: 'Escape' });
    await answer;
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('opening an open overlay updates its props and keeps the same pending promise', async () => {
    const confirm = confirmOverlay();
    render(<OverlayHost />);
    const first = open(confirm, { question: 'Delete one date?' });
    const second = open(confirm, { question: 'Delete two dates?' });
    expect(second).toBe(first);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Delete two dates?' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await expect(first).resolves.toBe(false);
  });

  it('can be opened again after closing, with a new promise', async () => {
    const confirm = confirmOverlay();
    render(<OverlayHost />);
    const first = open(confirm, { question: 'Delete?' });
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await expect(first).resolves.toBe(true);

    const second = open(confirm, { question: 'Really?' });
    expect(second).not.toBe(first);
    expect(screen.getByRole('dialog', { name: 'Really?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await expect(second).resolves.toBe(false);
  });

  it('unmount() removes the overlay and resolves a pending promise with undefined', async () => {
    const confirm = confirmOverlay();
    render(<OverlayHost />);
    const answer = open(confirm, { question: 'Delete?' });
    expect(getOverlays()).toHaveLength(1);
    act(() => confirm.unmount());
    await expect(answer).resolves.toBeUndefined();
    expect(getOverlays()).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stacks overlays: Escape closes only the top one', async () => {
    const lower = confirmOverlay();
    const upper = confirmOverlay();
    render(<OverlayHost />);
    const lowerAnswer = open(lower, { question: 'Lower?' });
    const upperAnswer = open(upper, { question: 'Upper?' });
    expect(screen.getAllByRole('dialog', { hidden: true })).toHaveLength(2);

    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Upper?' }), { key: 'Escape' });
    await expect(upperAnswer).resolves.toBeUndefined();
    expect(screen.getByRole('dialog', { name: 'Lower?' })).toBeTruthy();

    act(() => lower.close(true));
    await expect(lowerAnswer).resolves.toBe(true);
  });

  it('renders nothing on the server', async () => {
    const { renderToString } = await import('react-dom/server');
    const confirm = confirmOverlay();
    void confirm.open({ question: 'Delete?' });
    expect(renderToString(<OverlayHost />)).toBe('');
  });
});
