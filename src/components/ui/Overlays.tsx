/**
 * Renders the overlays of overlay-store.ts as modal Radix dialogs: backdrop, content and a
 * labelled close button, portalled to <body>. Radix traps focus inside and closes on
 * Escape; when an overlay closes, focus returns to where it was when it opened. Overlay
 * components name themselves with <OverlayTitle> (and may describe themselves with
 * <OverlayDescription>), which label the dialog.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { type HTMLAttributes, useRef, useSyncExternalStore } from 'react';
import { buttonVariants } from './Button.tsx';
import { getOverlays, getServerOverlays, type OverlayEntry, subscribeOverlays } from './overlay-store.ts';

function OverlayDialog({ entry, closeLabel }: { readonly entry: OverlayEntry; readonly closeLabel: string }) {
  const returnFocus = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root
      open={entry.open}
      onOpenChange={(open) => {
        if (!open) entry.dismiss();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay data-slot="overlay-backdrop" className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          data-slot="overlay"
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-(--border) bg-(--bg) p-6 text-(--fg) shadow-xl"
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            returnFocus.current = active instanceof HTMLElement && active !== document.body ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnFocus.current?.isConnected) returnFocus.current.focus();
          }}
        >
          {entry.element}
          <Dialog.Close
            data-slot="overlay-close"
            aria-label={closeLabel}
            className={buttonVariants({ variant: 'ghost', className: 'absolute top-2 right-2 min-w-11 justify-center' })}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              width="20"
              height="20"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function OverlayHost({ closeLabel = 'Close' }: { readonly closeLabel?: string }) {
  const overlays = useSyncExternalStore(subscribeOverlays, getOverlays, getServerOverlays);
  return overlays.map((entry) => <OverlayDialog key={entry.id} entry={entry} closeLabel={closeLabel} />);
}

/** The overlay's heading, which names the dialog. */
export function OverlayTitle({ className = '', ...props }: HTMLAttributes<HTMLHeadingElement>) {
  return <Dialog.Title data-slot="overlay-title" className={`pe-8 text-lg font-semibold ${className}`.trim()} {...props} />;
}

/** An optional sentence under the title, which describes the dialog. */
export function OverlayDescription({ className = '', ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <Dialog.Description data-slot="overlay-description" className={`mt-1 text-(--muted) ${className}`.trim()} {...props} />;
}
